# app messages (zh-CN)
