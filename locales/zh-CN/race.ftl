# 看谁摆得快（比赛）和全班的错误地图（issue #43）。

race-projector-running = 看谁摆得快！
race-projector-ended = 比赛结束
race-projector-racing = 还有 { $count } 人在摆
race-mistakes = 错 { $count } 次
race-title = 看谁摆得快
race-pick-step = 比赛哪一步
race-start = 开始比赛
race-end = 结束比赛
race-show-names = 按名字显示
race-show-animals = 按动物头像显示
race-finished = 完成顺序
race-none-yet = 还没有人完成。
race-racing = 还在摆：{ $count } 人
race-podium = 领奖台
race-seconds = { $seconds } 秒
race-no-steps = 今天的作业里没有可以比赛的摆放或排序步骤。

race-device-go = 开始！又快又对。
race-device-checking = 正在检查……
race-device-done = 完成了！第 { $place } 名，{ $seconds } 秒
race-device-ended = 比赛结束了。
race-device-unknown = 这台设备上没有这一课。
race-back = 回到我的作业

mistakes-title = 全班下了什么
mistakes-open = 全班的错误
mistakes-first = 第一次尝试
mistakes-wrong = 错误的尝试
mistakes-summary = { $children } 个孩子尝试了 { $events } 次
mistakes-none = 这里还没有人尝试过。
mistakes-no-board = 这一步没有棋盘：下面列出答案。
mistakes-right = 正确
mistakes-legal = 可以走，但不对
mistakes-illegal = 不能走
mistakes-names = 显示每个答案的名字
mistakes-refresh = 刷新
mistakes-close = 关闭
