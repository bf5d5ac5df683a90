# renju messages (zh-TW)

## 禁手種類：簡稱
renju-forbidden-overline = 長連
renju-forbidden-double-four = 四四
renju-forbidden-double-three = 三三

## 禁手種類：給小朋友的說明
renju-forbidden-overline-explain = 這裡是禁手：黑棋在這裡會連成六顆或更多（長連）。
renju-forbidden-double-four-explain = 這裡是禁手：黑棋在這裡會同時形成兩個四（四四）。
renju-forbidden-double-three-explain = 這裡是禁手：黑棋在這裡會同時形成兩個活三（三三）。

## 拒絕的理由。$point：棋盤上的點，例如 h8；$kind：禁手種類的名字。
renju-refusal-occupied = { $point } 已經有棋子了。
    .spoken = 那裡已經有棋子了。
renju-refusal-off-board = 這個點不在棋盤上。
renju-refusal-forbidden-point = 黑棋不能下在 { $point }：這裡是禁手（{ $kind }）。
    .spoken = 黑棋不能下在那裡：那裡是禁手（{ $kind }）。
renju-refusal-game-over = 這盤棋已經結束了。
renju-refusal-not-your-turn = 現在還沒輪到你。
renju-refusal-nothing-to-undo = 沒有可以悔的棋。
renju-refusal-nothing-to-claim = 沒有禁手可以指出。
renju-refusal-claim-too-late = 太晚了：禁手要在對方剛下完時馬上指出。

## 結果。$winner：哪一方；$kind：禁手種類的名字。
renju-stone-black = 黑棋
renju-stone-white = 白棋
renju-outcome-five = { $winner }連成五顆，贏了！
renju-outcome-forbidden-move = 白棋贏了：黑棋下了禁手（{ $kind }）。
renju-outcome-claimed-forbidden = 白棋指出了黑棋的禁手（{ $kind }），白棋贏了。
renju-outcome-resignation = { $winner }贏了：對方認輸了。
renju-outcome-time-out = { $winner }贏了：對方超時了。
renju-outcome-draw-two-passes = 和棋：雙方都放棄了一手。
renju-outcome-draw-full-board = 和棋：棋盤下滿了。
renju-outcome-draw-agreement = 雙方同意和棋。

## 命令列。$points：一串點。
renju-cli-forbidden-points = 黑棋的禁手點：
renju-cli-no-forbidden-points = 黑棋沒有禁手點。
renju-cli-five-points = 黑棋下在這些點能連五：{ $points }
renju-cli-no-five-points = 黑棋沒有能連五的點。

## 開局時的拒絕理由。$point、$with：點；$zone：中央方塊的邊長；$expected、$got：數字；$expected（wrong-action）：要做的決定。
renju-refusal-first-stone-not-centre = 第一顆棋子要下在天元 H8，不能下在 { $point }。
    .spoken = 第一顆棋子要下在天元，就是棋盤的正中間。
renju-refusal-not-next-to-centre = 白棋第一手要緊靠著 H8，{ $point } 沒有靠著。
    .spoken = 白棋第一手要緊靠著天元。
renju-refusal-outside-zone = { $point } 在中間 { $zone }×{ $zone } 的方塊外面。
    .spoken = 這個點在中間 { $zone }×{ $zone } 的方塊外面。
renju-refusal-symmetric-offer = { $point } 和 { $with } 是對稱的，請換一個點。
    .spoken = 這個點和另一個打出來的點是對稱的，請換一個點。
renju-refusal-wrong-offer-count = 要打 { $expected } 個第五手，不是 { $got } 個。
renju-refusal-not-an-offer = { $point } 不是打出來的點。
    .spoken = 這個點不是打出來的點。
renju-refusal-wrong-action = 現在要做的是：{ $expected }。
renju-refusal-opening-finished = 開局已經結束了。

## 開局的決定
renju-decision-place = 下一顆棋子
renju-decision-swap-or-keep = 交換或是不交換
renju-decision-declare-offers = 說出要打幾個第五手
renju-decision-offer-fifth-moves = 打出第五手
renju-decision-pick-offer = 從打出的第五手裡選一個
renju-decision-choose-colour = 選擇執黑還是執白
renju-decision-swap2-choice = 執白、執黑，或是再下兩顆棋子
renju-opening-group-direct = 直指開局
renju-opening-group-indirect = 斜指開局

## The 26 standard openings (names only)
renju-opening-kansei = 寒星
renju-opening-keigetsu = 溪月
renju-opening-sosei = 疏星
renju-opening-kagetsu = 花月
renju-opening-zangetsu = 殘月
renju-opening-ugetsu = 雨月
renju-opening-kinsei = 金星
renju-opening-shogetsu = 松月
renju-opening-kyugetsu = 丘月
renju-opening-shingetsu = 新月
renju-opening-zuisei = 瑞星
renju-opening-sangetsu = 山月
renju-opening-yusei = 遊星
renju-opening-chosei = 長星
renju-opening-kyogetsu = 峽月
renju-opening-kosei = 恆星
renju-opening-suigetsu = 水月
renju-opening-ryusei = 流星
renju-opening-ungetsu = 雲月
renju-opening-hogetsu = 浦月
renju-opening-rangetsu = 嵐月
renju-opening-gingetsu = 銀月
renju-opening-meisei = 明星
renju-opening-shagetsu = 斜月
renju-opening-meigetsu = 名月
renju-opening-suisei = 彗星
