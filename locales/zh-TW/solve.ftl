# solve messages (zh-TW)
