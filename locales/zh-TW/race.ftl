# 看誰擺得快（比賽）和全班的錯誤地圖（issue #43）。

race-projector-running = 看誰擺得快！
race-projector-ended = 比賽結束
race-projector-racing = 還有 { $count } 人在擺
race-mistakes = 錯 { $count } 次
race-title = 看誰擺得快
race-pick-step = 比賽哪一步
race-start = 開始比賽
race-end = 結束比賽
race-show-names = 按名字顯示
race-show-animals = 按動物頭像顯示
race-finished = 完成順序
race-none-yet = 還沒有人完成。
race-racing = 還在擺：{ $count } 人
race-podium = 領獎台
race-seconds = { $seconds } 秒
race-no-steps = 今天的作業裡沒有可以比賽的擺放或排序步驟。

race-device-go = 開始！又快又對。
race-device-checking = 正在檢查……
race-device-done = 完成了！第 { $place } 名，{ $seconds } 秒
race-device-ended = 比賽結束了。
race-device-unknown = 這台裝置上沒有這一課。
race-back = 回到我的作業

mistakes-title = 全班下了什麼
mistakes-open = 全班的錯誤
mistakes-first = 第一次嘗試
mistakes-wrong = 錯誤的嘗試
mistakes-summary = { $children } 個孩子嘗試了 { $events } 次
mistakes-none = 這裡還沒有人嘗試過。
mistakes-no-board = 這一步沒有棋盤：下面列出答案。
mistakes-right = 正確
mistakes-legal = 可以走，但不對
mistakes-illegal = 不能走
mistakes-names = 顯示每個答案的名字
mistakes-refresh = 重新整理
mistakes-close = 關閉
