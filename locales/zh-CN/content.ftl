# content messages (zh-CN)
