# solve messages (zh-TW)：解題訓練。
# 變數：$move、$reply 是走法，如 d8d9；$reason 是不能走的原因（jungle-refusal-*）；
# $moves 是還剩幾步；$animal 是動物名稱（jungle-animal-*）；$square 是格子，如 c4；
# $theme、$other 是思路名稱（solve-theme-*）；$tag 是題目裡寫的標籤；$line 是用空格隔開的走法；
# $stars 是 0–3 顆星；$mistakes、$hints 是次數。

## 對一步棋的評語。
solve-feedback-illegal = {$move} 不能走：{$reason}
    .spoken = 這步不能走：{$reason}
solve-feedback-continue = 走得好！電腦回了 {$reply}。再走 {$moves} 步就贏了。
    .spoken = 走得好！看看棋盤上電腦怎麼回的。再走 { $moves } 步就贏了。
solve-feedback-solved = {$move}，你贏了！題目解開了。
    .spoken = 你贏了！題目解開了。
solve-feedback-win-slips = {$move} 可以走，但是這樣就贏不了了。換一步試試看。
    .spoken = 這步可以走，但是這樣就贏不了了。換一步試試看。
solve-feedback-win-slips-reply = {$move} 可以走，但是這樣就贏不了了：電腦會走 {$reply}。換一步試試看。
    .spoken = 這步可以走，但是這樣就贏不了了。換一步試試看。
solve-feedback-undecided = 我來不及算完 {$move}。換一步試試看，或是看看提示。
    .spoken = 我來不及算完這一步。換一步試試看，或是看看提示。
solve-feedback-already-solved = 這一題已經解開了。
solve-jungle-feedback-defended = {$move} 擋住了對方的進攻，解題成功！
    .spoken = 這步擋住了對方的進攻，解題成功！
solve-jungle-feedback-not-stopped = {$move} 擋不住對方的進攻。換一步試試看。
    .spoken = 這步擋不住對方的進攻。換一步試試看。
solve-jungle-feedback-not-stopped-reply = {$move} 擋不住：電腦會走 {$reply}，然後就贏了。換一步試試看。
    .spoken = 這步擋不住，電腦會贏。換一步試試看。

## 提示。
solve-hint-piece = 看看你在 {$square} 的{$animal}。
    .spoken = 看看你的{$animal}。
solve-hint-idea = 想法：{$theme}。
solve-hint-idea-two = 想法：{$theme}，還有{$other}。
solve-hint-idea-none = 想一想：你每走一步以後，對方還能怎麼走？
solve-hint-move = 走 {$move}。
    .spoken = 走棋盤上標出來的這一步。

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
solve-theme-guard-den = 攔住對方的動物，別讓牠走進你的獸穴
solve-theme-other = {$tag}

## 答案和分數。
solve-solution = 答案：{$line}
solve-score-solved = 解開了！得到 {$stars} 顆星（走錯 {$mistakes} 次，看了 {$hints} 次提示）。
solve-score-unsolved = 還沒解開（走錯 {$mistakes} 次，看了 {$hints} 次提示）。

## 連珠題。$move、$reply 是 h8 這樣的點；$area 是棋盤的一部分（solve-renju-area-*）。
solve-renju-feedback-continue = 好棋！電腦應了 {$reply}。
    .spoken = 好棋！電腦已經應了一步。
solve-renju-feedback-wins-by-threes = 這樣也能贏——用活三進攻，不只是衝四！電腦應了 {$reply}。
    .spoken = 這樣也能贏——用活三進攻，不只是衝四！電腦已經應了一步。
solve-renju-feedback-defended = {$move} 擋住了對方的進攻，解題成功！
    .spoken = 這步擋住了對方的進攻，解題成功！
solve-renju-feedback-not-stopped = {$move} 擋不住對方的進攻。再試試別的下法。
    .spoken = 這步擋不住對方的進攻。再試試別的下法。
solve-renju-feedback-not-stopped-reply = {$move} 擋不住：電腦會下 {$reply}。再試試別的下法。
    .spoken = 這步擋不住對方的進攻。再試試別的下法。
solve-renju-hint-area = 看看棋盤的{$area}。
solve-renju-area-upper-left = 左上方
solve-renju-area-top = 上方
solve-renju-area-upper-right = 右上方
solve-renju-area-left = 左邊
solve-renju-area-middle = 中間
solve-renju-area-right = 右邊
solve-renju-area-lower-left = 左下方
solve-renju-area-bottom = 下方
solve-renju-area-lower-right = 右下方

## 連珠題的思路。
solve-theme-vcf = 每一步都衝四，一直到贏
solve-theme-vct = 用活三和衝四不停地進攻
solve-theme-three = 下一個對方必須應的活三
solve-theme-four-three = 一步棋同時做成四和活三
solve-theme-defend = 先找出對方的威脅——衝四或活三——再擋在牠要長大的地方
solve-theme-forbidden-trap = 逼黑棋只能擋在禁手點上
solve-theme-double-three = 三三是黑棋的禁手

## 連珠題沒有被證明的原因（給出題人看）。$line、$ply 從 1 數起（第幾條解答、第幾步）；
## $point 是 h8 這樣的點；$shortest、$limit 是進攻方的步數。
solve-renju-proof-no-win = 輪到的一方沒有這種必勝的下法。
solve-renju-proof-too-long = 最短的勝法要下 {$shortest} 步，超過了規定的 {$limit} 步。
solve-renju-proof-undecided = 電腦在限定的計算量內沒能算出結果。
solve-renju-proof-over-budget = 整道題的證明超出了電腦的計算限額，沒有算完。
solve-renju-proof-no-forbidden-ending = 沒有一條解答是以黑棋被逼下禁手結束的。
solve-renju-proof-nothing-to-defend = 對方在這裡沒有連續衝四取勝，不需要防守。
solve-renju-proof-no-defence = 沒有一步棋能擋住對方的連續衝四。
solve-renju-proof-illegal-move = 第 {$line} 條解答的第 {$ply} 步：{$point} 不能下。
solve-renju-proof-not-winning = 第 {$line} 條解答的第 {$ply} 步：下了 {$point} 以後就達不到目標了。

## 復盤（src/review、src/i18n/review.rs）：電腦在某一步看到了什麼，配合棋盤上的標記說明。
review-heading = 復盤
review-nothing = 電腦沒有找到錯過的勝利、沒擋住的進攻或白白丟掉的棋子。下得好！
review-jungle-a-piece = 一枚棋子
# $animal：本來可以取勝的動物；$moves：還要走幾步。
review-jungle-missed-win = 這裡你的{ $animal }本來 { $moves } 步就能贏：跟著綠色箭頭走。黃色的格子是你走的。
# $enemy：進攻的動物；$animal：本來可以擋住牠的動物。
review-jungle-missed-block = 對方的{ $enemy }快要衝進來了。你的{ $animal }本來可以擋住牠：跟著綠色箭頭走。
# $enemy：吃子的動物；$animal：被吃的動物。
review-jungle-lost-piece = 走了這一步，對方的{ $enemy }就能白白吃掉你的{ $animal }（紅色箭頭）。
# $point：取勝開始的點；$moves：要走幾步。
review-renju-missed-win = 這裡你本來可以連續衝四，{ $moves } 步取勝：從 { $point } 的淡色棋子開始。
    .spoken = 這裡你本來可以連續衝四，{ $moves } 步取勝：從淡色的棋子開始。
# $threat：對方取勝開始的點；$block：能擋住的點。
review-renju-missed-block = 對方從這裡可以連續衝四取勝，從 { $threat } 開始（紅色圓圈）。下在淡色的 { $block } 就能擋住。
    .spoken = 對方從這裡可以連續衝四取勝，從紅色圓圈開始。下在淡色的點上就能擋住。
# $threat：白棋連續衝四從哪裡開始；$safe：下在這裡白棋就沒有這樣的勝法。
review-renju-forbidden-trap = 這一步之後，白棋能從 { $threat }（紅色圓圈）開始連續衝四，逼你下到禁手點上。下在淡色的 { $safe } 就安全了。
    .spoken = 這一步之後，白棋能從紅色圓圈開始連續衝四，逼你下到禁手點上。下在淡色的點上就安全了。
review-look-again = 再看看這一步。
# $number：第幾處，從 1 開始；$count：一共幾處。
review-moment-of = 第 { $number } 處，共 { $count } 處
review-previous = ◀ 上一處
review-next = 下一處 ▶
review-back = ◀ 回到棋局
review-start = 復盤這盤棋
review-working = 電腦正在一步一步地看……
