# content messages (zh-TW)
