print("swiftrx-bench: scenarios land with the operators they measure")
