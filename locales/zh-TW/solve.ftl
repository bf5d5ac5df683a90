# solve messages (zh-TW)：解題訓練。
# 變數：$move、$reply 是走法，如 d8d9；$reason 是不能走的原因（jungle-refusal-*）；
# $moves 是還剩幾步；$animal 是動物名稱（jungle-animal-*）；$square 是格子，如 c4；
# $theme、$other 是思路名稱（solve-theme-*）；$tag 是題目裡寫的標籤；$line 是用空格隔開的走法；
# $stars 是 0–3 顆星；$mistakes、$hints 是次數。

## 對一步棋的評語。
solve-feedback-illegal = {$move} 不能走：{$reason}
solve-feedback-continue = 走得好！電腦回了 {$reply}。再走 {$moves} 步就贏了。
solve-feedback-solved = {$move}，你贏了！題目解開了。
solve-feedback-win-slips = {$move} 可以走，但是這樣就贏不了了。換一步試試看。
solve-feedback-win-slips-reply = {$move} 可以走，但是這樣就贏不了了：電腦會走 {$reply}。換一步試試看。
solve-feedback-undecided = 我來不及算完 {$move}。換一步試試看，或是看看提示。
solve-feedback-already-solved = 這一題已經解開了。

## 提示。
solve-hint-piece = 看看你在 {$square} 的{$animal}。
solve-hint-idea = 想法：{$theme}。
solve-hint-idea-two = 想法：{$theme}，還有{$other}。
solve-hint-idea-none = 想一想：你每走一步以後，對方還能怎麼走？
solve-hint-move = 走 {$move}。

## 解題想法。
solve-theme-den = 走進對方的獸穴
solve-theme-capture = 吃掉對方的動物
solve-theme-capture-all = 把對方的動物全部吃光
solve-theme-no-legal-move = 讓對方一步都不能走
solve-theme-river-jump = 獅子或老虎跳過河
solve-theme-trap = 動物走進敵人的陷阱就沒有力氣了
solve-theme-rat-vs-elephant = 老鼠可以吃大象
solve-theme-rat-blocks-jump = 河裡的老鼠可以擋住跳河
solve-theme-swim = 老鼠從河裡游過去
solve-theme-other = {$tag}

## 答案和分數。
solve-solution = 答案：{$line}
solve-score-solved = 解開了！得到 {$stars} 顆星（走錯 {$mistakes} 次，看了 {$hints} 次提示）。
solve-score-unsolved = 還沒解開（走錯 {$mistakes} 次，看了 {$hints} 次提示）。
