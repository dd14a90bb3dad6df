print("gdata")
