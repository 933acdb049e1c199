print("swiftrx-demo")
