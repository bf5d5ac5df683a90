# jungle messages (zh-CN)
