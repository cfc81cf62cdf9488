# exit(n) ends the program with status n, like sys.exit(n).
print("leaving")
exit(7)
print("never")
