# solve messages (zh-CN)：解题训练。
# 变量：$move、$reply 是走法，如 d8d9；$reason 是不能走的原因（jungle-refusal-*）；
# $moves 是还剩几步；$animal 是动物名称（jungle-animal-*）；$square 是格子，如 c4；
# $theme、$other 是思路名称（solve-theme-*）；$tag 是题目里写的标签；$line 是用空格隔开的走法；
# $stars 是 0–3 颗星；$mistakes、$hints 是次数。

## 对一步棋的评价。
solve-feedback-illegal = {$move} 不能走：{$reason}
    .spoken = 这步不能走：{$reason}
solve-feedback-continue = 走得好！电脑应了 {$reply}。还要走 {$moves} 步就赢了。
    .spoken = 走得好！看看棋盘上电脑怎么应的。还要走 { $moves } 步就赢了。
solve-feedback-solved = {$move}，你赢了！题目解开了。
    .spoken = 你赢了！题目解开了。
solve-feedback-win-slips = {$move} 可以走，但是这样就赢不了了。换一步试试。
    .spoken = 这步可以走，但是这样就赢不了了。换一步试试。
solve-feedback-win-slips-reply = {$move} 可以走，但是这样就赢不了了：电脑会走 {$reply}。换一步试试。
    .spoken = 这步可以走，但是这样就赢不了了。换一步试试。
solve-feedback-undecided = 我没来得及算完 {$move}。换一步试试，或者看看提示。
    .spoken = 我没来得及算完这一步。换一步试试，或者看看提示。
solve-feedback-already-solved = 这道题已经解开了。
solve-jungle-feedback-defended = {$move} 挡住了对方的进攻，解题成功！
    .spoken = 这步挡住了对方的进攻，解题成功！
solve-jungle-feedback-not-stopped = {$move} 挡不住对方的进攻。换一步试试。
    .spoken = 这步挡不住对方的进攻。换一步试试。
solve-jungle-feedback-not-stopped-reply = {$move} 挡不住：电脑会走 {$reply}，然后就赢了。换一步试试。
    .spoken = 这步挡不住，电脑会赢。换一步试试。

## 提示。
solve-hint-piece = 看看你在 {$square} 的{$animal}。
    .spoken = 看看你的{$animal}。
solve-hint-idea = 思路：{$theme}。
solve-hint-idea-two = 思路：{$theme}，还有{$other}。
solve-hint-idea-none = 想一想：你每走一步以后，对方还能怎么走？
solve-hint-move = 走 {$move}。
    .spoken = 走棋盘上标出来的这一步。

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
solve-theme-guard-den = 拦住对方的动物，别让它走进你的兽穴
solve-theme-other = {$tag}

## 答案和得分。
solve-solution = 答案：{$line}
solve-score-solved = 解开了！得到 {$stars} 颗星（走错 {$mistakes} 次，看了 {$hints} 次提示）。
solve-score-unsolved = 还没解开（走错 {$mistakes} 次，看了 {$hints} 次提示）。

## 连珠题。$move、$reply 是 h8 这样的点；$area 是棋盘的一部分（solve-renju-area-*）。
solve-renju-feedback-continue = 好棋！电脑应了 {$reply}。
    .spoken = 好棋！电脑已经应了一步。
solve-renju-feedback-wins-by-threes = 这样也能赢——用活三进攻，不只是冲四！电脑应了 {$reply}。
    .spoken = 这样也能赢——用活三进攻，不只是冲四！电脑已经应了一步。
solve-renju-feedback-defended = {$move} 挡住了对方的进攻，解题成功！
    .spoken = 这步挡住了对方的进攻，解题成功！
solve-renju-feedback-not-stopped = {$move} 挡不住对方的进攻。再试试别的走法。
    .spoken = 这步挡不住对方的进攻。再试试别的走法。
solve-renju-feedback-not-stopped-reply = {$move} 挡不住：电脑会走 {$reply}。再试试别的走法。
    .spoken = 这步挡不住对方的进攻。再试试别的走法。
solve-renju-hint-area = 看看棋盘的{$area}。
solve-renju-area-upper-left = 左上方
solve-renju-area-top = 上方
solve-renju-area-upper-right = 右上方
solve-renju-area-left = 左边
solve-renju-area-middle = 中间
solve-renju-area-right = 右边
solve-renju-area-lower-left = 左下方
solve-renju-area-bottom = 下方
solve-renju-area-lower-right = 右下方

## 连珠题的思路。
solve-theme-vcf = 每一步都冲四，一直到赢
solve-theme-vct = 用活三和冲四不停地进攻
solve-theme-three = 走一个对方必须应的活三
solve-theme-four-three = 一步棋同时做成四和活三
solve-theme-defend = 先找出对方的威胁——冲四或活三——再挡在它要长大的地方
solve-theme-forbidden-trap = 逼黑棋只能挡在禁手点上
solve-theme-double-three = 三三是黑棋的禁手

## 连珠题没有被证明的原因（给出题人看）。$line、$ply 从 1 数起（第几条解答、第几步）；
## $point 是 h8 这样的点；$shortest、$limit 是进攻方的步数。
solve-renju-proof-no-win = 走棋的一方没有这种必胜的走法。
solve-renju-proof-too-long = 最短的胜法要走 {$shortest} 步，超过了规定的 {$limit} 步。
solve-renju-proof-undecided = 电脑在限定的计算量内没能算出结果。
solve-renju-proof-over-budget = 整道题的证明超出了电脑的计算限额，没有算完。
solve-renju-proof-no-forbidden-ending = 没有一条解答是以黑棋被逼走禁手结束的。
solve-renju-proof-nothing-to-defend = 对方在这里没有连续冲四取胜，不需要防守。
solve-renju-proof-no-defence = 没有一步棋能挡住对方的连续冲四。
solve-renju-proof-illegal-move = 第 {$line} 条解答的第 {$ply} 步：{$point} 不能走。
solve-renju-proof-not-winning = 第 {$line} 条解答的第 {$ply} 步：走了 {$point} 以后就达不到目标了。

## 复盘（src/review、src/i18n/review.rs）：电脑在某一步看到了什么，配合棋盘上的标记说明。
review-heading = 复盘
review-nothing = 电脑没有找到错过的胜利、没挡住的进攻或白白丢掉的棋子。下得好！
review-jungle-a-piece = 一枚棋子
# $animal：本可以取胜的动物；$moves：还要走几步。
review-jungle-missed-win = 这里你的{ $animal }本来 { $moves } 步就能赢：跟着绿色箭头走。黄色的格子是你走的。
# $enemy：进攻的动物；$animal：本可以挡住它的动物。
review-jungle-missed-block = 对方的{ $enemy }快要冲进来了。你的{ $animal }本来可以挡住它：跟着绿色箭头走。
# $enemy：吃子的动物；$animal：被吃的动物。
review-jungle-lost-piece = 走了这一步，对方的{ $enemy }就能白白吃掉你的{ $animal }（红色箭头）。
# $point：取胜开始的点；$moves：要走几步。
review-renju-missed-win = 这里你本来可以连续冲四，{ $moves } 步取胜：从 { $point } 的淡色棋子开始。
    .spoken = 这里你本来可以连续冲四，{ $moves } 步取胜：从淡色的棋子开始。
# $threat：对方取胜开始的点；$block：能挡住的点。
review-renju-missed-block = 对方从这里可以连续冲四取胜，从 { $threat } 开始（红色圆圈）。下在淡色的 { $block } 就能挡住。
    .spoken = 对方从这里可以连续冲四取胜，从红色圆圈开始。下在淡色的点上就能挡住。
# $threat：白棋连续冲四从哪里开始；$safe：下在这里白棋就没有这样的胜法。
review-renju-forbidden-trap = 这一步之后，白棋能从 { $threat }（红色圆圈）开始连续冲四，逼你下到禁手点上。下在淡色的 { $safe } 就安全了。
    .spoken = 这一步之后，白棋能从红色圆圈开始连续冲四，逼你下到禁手点上。下在淡色的点上就安全了。
review-look-again = 再看看这一步。
# $number：第几处，从 1 开始；$count：一共几处。
review-moment-of = 第 { $number } 处，共 { $count } 处
review-previous = ◀ 上一处
review-next = 下一处 ▶
review-back = ◀ 回到棋局
review-start = 复盘这盘棋
review-working = 电脑正在一步一步地看……
