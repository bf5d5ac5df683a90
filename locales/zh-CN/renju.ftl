# renju messages (zh-CN)

## 禁手种类：简称
renju-forbidden-overline = 长连
renju-forbidden-double-four = 四四
renju-forbidden-double-three = 三三

## 禁手种类：给孩子的解释
renju-forbidden-overline-explain = 这里是禁手：黑棋在这里会连成六个或更多（长连）。
renju-forbidden-double-four-explain = 这里是禁手：黑棋在这里会同时形成两个四（四四）。
renju-forbidden-double-three-explain = 这里是禁手：黑棋在这里会同时形成两个活三（三三）。

## 拒绝的理由。$point：棋盘上的点，如 h8；$kind：禁手种类的名字。
renju-refusal-occupied = { $point } 已经有棋子了。
    .spoken = 那里已经有棋子了。
renju-refusal-off-board = 这个点不在棋盘上。
renju-refusal-forbidden-point = 黑棋不能下在 { $point }：这里是禁手（{ $kind }）。
    .spoken = 黑棋不能下在那里：那里是禁手（{ $kind }）。
renju-refusal-game-over = 这盘棋已经结束了。
renju-refusal-not-your-turn = 现在还没轮到你。
renju-refusal-nothing-to-undo = 没有可以悔的棋。
renju-refusal-nothing-to-claim = 没有禁手可以指出。
renju-refusal-claim-too-late = 太晚了：禁手要在对方刚下完时马上指出。

## 结果。$winner：哪一方；$kind：禁手种类的名字。
renju-stone-black = 黑棋
renju-stone-white = 白棋
renju-outcome-five = { $winner }连成五个，赢了！
renju-outcome-forbidden-move = 白棋赢了：黑棋走了禁手（{ $kind }）。
renju-outcome-claimed-forbidden = 白棋指出了黑棋的禁手（{ $kind }），白棋赢了。
renju-outcome-resignation = { $winner }赢了：对方认输了。
renju-outcome-time-out = { $winner }赢了：对方超时了。
renju-outcome-draw-two-passes = 和棋：双方都放弃了一手。
renju-outcome-draw-full-board = 和棋：棋盘下满了。
renju-outcome-draw-agreement = 双方同意和棋。

## 命令行。$points：一串点。
renju-cli-forbidden-points = 黑棋的禁手点：
renju-cli-no-forbidden-points = 黑棋没有禁手点。
renju-cli-five-points = 黑棋下在这些点能连五：{ $points }
renju-cli-no-five-points = 黑棋没有能连五的点。

## 开局时的拒绝理由。$point、$with：点；$zone：中央方块的边长；$expected、$got：数字；$expected（wrong-action）：要做的决定。
renju-refusal-first-stone-not-centre = 第一颗棋子要下在天元 H8，不能下在 { $point }。
    .spoken = 第一颗棋子要下在天元，就是棋盘的正中间。
renju-refusal-not-next-to-centre = 白棋第一手要紧挨着 H8，{ $point } 不挨着。
    .spoken = 白棋第一手要紧挨着天元。
renju-refusal-outside-zone = { $point } 在中间 { $zone }×{ $zone } 的方块外面。
    .spoken = 这个点在中间 { $zone }×{ $zone } 的方块外面。
renju-refusal-symmetric-offer = { $point } 和 { $with } 是对称的，请换一个点。
    .spoken = 这个点和另一个打出来的点是对称的，请换一个点。
renju-refusal-wrong-offer-count = 要打 { $expected } 个第五手，不是 { $got } 个。
renju-refusal-not-an-offer = { $point } 不是打出来的点。
    .spoken = 这个点不是打出来的点。
renju-refusal-wrong-action = 现在要做的是：{ $expected }。
renju-refusal-opening-finished = 开局已经结束了。

## 开局的决定
renju-decision-place = 下一颗棋子
renju-decision-swap-or-keep = 交换或者不交换
renju-decision-declare-offers = 说出要打几个第五手
renju-decision-offer-fifth-moves = 打出第五手
renju-decision-pick-offer = 从打出的第五手里选一个
renju-decision-choose-colour = 选择执黑还是执白
renju-decision-swap2-choice = 执白、执黑，或者再下两颗棋子
renju-opening-group-direct = 直指开局
renju-opening-group-indirect = 斜指开局

## The 26 standard openings (names only)
renju-opening-kansei = 寒星
renju-opening-keigetsu = 溪月
renju-opening-sosei = 疏星
renju-opening-kagetsu = 花月
renju-opening-zangetsu = 残月
renju-opening-ugetsu = 雨月
renju-opening-kinsei = 金星
renju-opening-shogetsu = 松月
renju-opening-kyugetsu = 丘月
renju-opening-shingetsu = 新月
renju-opening-zuisei = 瑞星
renju-opening-sangetsu = 山月
renju-opening-yusei = 游星
renju-opening-chosei = 长星
renju-opening-kyogetsu = 峡月
renju-opening-kosei = 恒星
renju-opening-suigetsu = 水月
renju-opening-ryusei = 流星
renju-opening-ungetsu = 云月
renju-opening-hogetsu = 浦月
renju-opening-rangetsu = 岚月
renju-opening-gingetsu = 银月
renju-opening-meisei = 明星
renju-opening-shagetsu = 斜月
renju-opening-meigetsu = 名月
renju-opening-suisei = 彗星
