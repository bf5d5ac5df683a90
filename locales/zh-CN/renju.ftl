# renju messages (zh-CN)
