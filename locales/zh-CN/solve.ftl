# solve messages (zh-CN)：解题训练。
# 变量：$move、$reply 是走法，如 d8d9；$reason 是不能走的原因（jungle-refusal-*）；
# $moves 是还剩几步；$animal 是动物名称（jungle-animal-*）；$square 是格子，如 c4；
# $theme、$other 是思路名称（solve-theme-*）；$tag 是题目里写的标签；$line 是用空格隔开的走法；
# $stars 是 0–3 颗星；$mistakes、$hints 是次数。

## 对一步棋的评价。
solve-feedback-illegal = {$move} 不能走：{$reason}
solve-feedback-continue = 走得好！电脑应了 {$reply}。还要走 {$moves} 步就赢了。
solve-feedback-solved = {$move}，你赢了！题目解开了。
solve-feedback-win-slips = {$move} 可以走，但是这样就赢不了了。换一步试试。
solve-feedback-win-slips-reply = {$move} 可以走，但是这样就赢不了了：电脑会走 {$reply}。换一步试试。
solve-feedback-undecided = 我没来得及算完 {$move}。换一步试试，或者看看提示。
solve-feedback-already-solved = 这道题已经解开了。

## 提示。
solve-hint-piece = 看看你在 {$square} 的{$animal}。
solve-hint-idea = 思路：{$theme}。
solve-hint-idea-two = 思路：{$theme}，还有{$other}。
solve-hint-idea-none = 想一想：你每走一步以后，对方还能怎么走？
solve-hint-move = 走 {$move}。

## 解题思路。
solve-theme-den = 走进对方的兽穴
solve-theme-capture = 吃掉对方的动物
solve-theme-capture-all = 把对方的动物全吃光
solve-theme-no-legal-move = 让对方一步也走不了
solve-theme-river-jump = 狮子或老虎跳过河
solve-theme-trap = 动物走进敌人的陷阱就没有力气了
solve-theme-rat-vs-elephant = 老鼠能吃大象
solve-theme-rat-blocks-jump = 河里的老鼠能挡住跳河
solve-theme-swim = 老鼠从河里游过去
solve-theme-other = {$tag}

## 答案和得分。
solve-solution = 答案：{$line}
solve-score-solved = 解开了！得到 {$stars} 颗星（走错 {$mistakes} 次，看了 {$hints} 次提示）。
solve-score-unsolved = 还没解开（走错 {$mistakes} 次，看了 {$hints} 次提示）。
