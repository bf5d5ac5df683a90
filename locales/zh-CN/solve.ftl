# solve messages (zh-CN)
