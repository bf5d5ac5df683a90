# renju messages (zh-TW)
