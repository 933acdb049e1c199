print("swiftrx-bench")
