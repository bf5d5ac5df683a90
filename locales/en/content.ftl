# content messages (en)
