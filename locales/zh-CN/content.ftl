# content messages (zh-CN)

## 课程小老师（src/i18n/tutor.rs）。动物和阵营的名字来自 jungle-animal-* 和 jungle-side-*；
## $reason 是 jungle-refusal-* 里的一整句话；格子写作 c4。
tutor-correct = 对啦，真棒！
# $stars：这一步得到的星星，0 到 3 颗。
tutor-step-complete = { $stars ->
    [0] 完成啦！再试一次，快一点就能拿到星星。
   *[other] 完成啦！你得到了 { $stars } 颗星星。
}
tutor-unusable = 这一步没法玩：课程文件里有错误，请告诉老师。
tutor-why-action-does-not-fit = 这一步不是问这个哦，再读一读题目吧。
# $count：这一步要排的动物数量。
tutor-why-not-these-animals = 要用这一步的 { $count } 种动物，每种用一次。
# $placed、$stronger：动物名字；$placed_strength、$stronger_strength：它们的本领，1 到 8。
tutor-why-out-of-order = { $stronger }（{ $stronger_strength }）比{ $placed }（{ $placed_strength }）厉害，所以{ $stronger }要排在{ $placed }前面。
# $reason：为什么不能吃。
tutor-why-capture-no = 不能哦。{ $reason }
tutor-why-capture-yes-stronger = 能！{ $attacker }比{ $defender }厉害。
tutor-why-capture-yes-same-kind = 能！两只{ $animal }一样厉害，谁都可以吃掉对方。
tutor-why-capture-yes-rat-beats-elephant = 能！小老鼠可以吃大象——它会钻进大象的鼻子里。
# $defender：掉进陷阱的动物；$square：陷阱的格子。
tutor-why-capture-yes-weakened = 能！{ $defender }掉进了 { $square } 的陷阱，它在你的陷阱里，你的任何一只动物都能吃掉它。
    .spoken = 能！{ $defender }掉进了你的陷阱，它在你的陷阱里，你的任何一只动物都能吃掉它。
# $side：哪一方的动物；$square：小朋友放的格子。
tutor-why-wrong-start = { $side }的{ $animal }不是从 { $square } 出发的。再看看开局的图吧。
    .spoken = { $side }的{ $animal }不是从那里出发的。再看看开局的图吧。
tutor-why-not-asked = 这一步没有问到{ $side }的{ $animal }。
# $remaining：还没摆好的动物数量。
tutor-why-not-all-placed = 还有 { $remaining } 只动物没摆好。
tutor-why-illegal = 这样走不行。{ $reason }
tutor-why-misses-goal-not-a-jump = 这样走可以，但这是走一步，不是跳过小河。
tutor-why-misses-goal-not-the-piece = 这样走可以，但这次要走 { $square } 上的动物。
    .spoken = 这样走可以，但这次要走另一只动物。
tutor-why-misses-goal-no-capture = 这样走可以，但是什么也没吃到。
tutor-why-misses-goal-not-the-target = 这样走可以，但是没有走到 { $square }。
    .spoken = 这样走可以，但是没有走到要去的格子。
tutor-why-misses-goal-not-into-den = 这样走可以，但是没有走进 { $den } 的兽穴。
    .spoken = 这样走可以，但是没有走进兽穴。
tutor-why-misses-goal-still-chased = 这样走可以，但是 { $square } 的{ $animal }还会被吃掉。找一个安全的格子吧！
    .spoken = 这样走可以，但是{ $animal }还会被吃掉。找一个安全的格子吧！
# $missed、$extra：格子列表；$missed_count、$extra_count：各有几个。
tutor-why-marks = { $extra_count ->
    [0] { $missed_shown ->
        [yes] 圈出来的是你漏掉的。
       *[no] 找到了一些，还没找全。再看看！
    }
    [1] 差一点！{ $reason }
   *[other] 差一点！{ $reason }再看看棋盘上的每个 ✗。
}
tutor-mark-land = { $square } 是陆地。
    .spoken = 那里是陆地。
tutor-mark-water = { $square } 是河水。
    .spoken = 那里是河水。
tutor-mark-trap = { $square } 是{ $side }的陷阱。
    .spoken = 那里是{ $side }的陷阱。
tutor-mark-den = { $square } 是{ $side }的兽穴。
    .spoken = 那里是{ $side }的兽穴。
tutor-mark-empty = { $square } 上没有动物。
    .spoken = 那里没有动物。
tutor-mark-in-own-trap = { $square } 是{ $side }自己的陷阱，{ $animal }在那里不会变弱。
    .spoken = 那里是{ $side }自己的陷阱，{ $animal }在那里不会变弱。
tutor-mark-not-in-trap = { $square } 的{ $animal }不在陷阱里。
    .spoken = 那里的{ $animal }不在陷阱里。
tutor-mark-step-not-jump = 到 { $square } 只是走一步，不是跳过去。
    .spoken = 到那里只是走一步，不是跳过去。
tutor-mark-nothing-to-capture = { $square } 上没有可以吃的动物。
    .spoken = 那里没有可以吃的动物。
tutor-mark-asked-animal = { $square } 是{ $animal }自己站的地方。
    .spoken = 那是{ $animal }自己站的地方。
tutor-mark-same-side = { $square } 的{ $animal }是自己人。
    .spoken = 那里的{ $animal }是自己人。
tutor-hint-strongest-first = 排第一的是{ $animal }。
tutor-hint-starts-on = { $animal }从 { $square } 出发。
    .spoken = { $animal }从棋盘上标出的地方出发。
tutor-hint-move-from = 试试走 { $square } 上的动物。
    .spoken = 试试走棋盘上标出的动物。
tutor-hint-play-move = 从 { $from } 走到 { $to }。
    .spoken = 顺着棋盘上的箭头走。
# $count：要标出的格子数量。
tutor-hint-mark-count = { $count ->
    [0] 仔细看：说不定一个格子也没有！
   *[other] 一共要标出 { $count } 个格子。
}
tutor-why-point-taken = { $point } 已经有棋子了，换一个空的点吧。
    .spoken = 那里已经有棋子了，换一个空的点吧。
# $kind：禁手的种类（tutor-forbidden-kind-*）；$lines：连线，比如 h8–k8；$line_count：几条。
tutor-why-forbidden = 黑棋不能下在这里：这是{ $kind }禁手。看看这几条线：{ $lines }。
    .spoken = 黑棋不能下在这里：这是{ $kind }禁手。看看棋盘上画出的线。
tutor-why-renju-misses-goal-five = 这里可以下，但是没有连成五个。
tutor-why-renju-misses-goal-four-three = 这里可以下，但是没有同时做成一个四和一个活三。
tutor-why-renju-misses-goal-block-four = 这里可以下，但是对方还能连成五个。快挡住那个四！
tutor-why-renju-misses-goal-make-four = 这里可以下，但是没有做成四。
tutor-why-renju-misses-goal-make-three = 这里可以下，但是没有做成活三。
tutor-why-renju-misses-goal-block-three = 这里可以下，但是对方的活三还能变成活四。挡在它要长大的地方！
tutor-why-renju-misses-goal-double-three = 这里可以下，但是没有一步做成两个活三。
tutor-why-renju-misses-goal-double-four = 这里可以下，但是没有一步做成两个四。
tutor-why-renju-misses-goal-centre = 这里可以下，可是离中间太远了。靠近天元下，在 H8 周围的 5×5 里面。
    .spoken = 这里可以下，可是离中间太远了。靠近天元下。
tutor-why-renju-misses-goal-centre-point = 这里可以下，但不是天元。天元是 H8，在棋盘的正中间。
    .spoken = 这里可以下，但不是天元。天元在棋盘的正中间。
tutor-why-renju-misses-goal-open-four = 这步没有做成活四。活四两头都空着：有两个点都能连成五。
tutor-why-renju-misses-goal-vcf = 这步不能开始一串取胜的冲四。找一个能让你继续进攻的四。
tutor-why-renju-misses-goal-forbidden-trap = 这步没有困住黑棋。做一个四，让它的成五点正好是黑棋的禁手点。
tutor-why-forbidden-kind-wrong-allowed = 再看看：黑棋可以下在这个点，它不是禁手。
tutor-why-forbidden-kind-wrong = 再看看：这个点是{ $kind }禁手。看这几条线：{ $lines }。
    .spoken = 再看看：这个点是{ $kind }禁手。看棋盘上画出的线。
# $missed、$extra：点的列表；$missed_count、$extra_count：各有几个。
tutor-why-point-marks = { $missed_count ->
    [0] 差一点！{ $extra } 不是禁手。
   *[other] { $extra_count ->
        [0] 找到了一些，还漏了 { $missed }。
       *[other] 漏了 { $missed }，而且 { $extra } 不是禁手。
    }
}
    .spoken = { $missed_count ->
        [0] 差一点！你标的点有的不是禁手。
       *[other] { $extra_count ->
            [0] 找到了一些，还漏了几个。
           *[other] 漏了几个，而且你标的点有的不是禁手。
        }
    }
tutor-hint-play-point = 试试 { $point }。
    .spoken = 试试棋盘上标出的点。

## 作者检查信息：`check` 和应用里“编写课程”页面显示（src/content/）。反引号里的是文件里原样的写法。
## $key、$kind、$goal、$property、$word、$name 是文件里的词；$square、$point、$from、$to、$den
## 是棋盘上的位置，如 c4、h8；$side 是哪一方或哪种棋子（jungle-side-*、renju-stone-*）；
## $animal、$attacker、$defender 是动物名（jungle-animal-*）；$reason 是一整句原因
## （jungle-refusal-* 或 renju-refusal-*）。

# 显示在标出位置的那一行下面；$expected 是某条 content-expected-* 文字。
content-expected-label = 应该是：{ $expected }
# $message：那里是什么（content-first-used-here）；$place：文件:行:列。
content-related-at = { $message }：{ $place }
content-did-you-mean = 你是不是想写 `{ $suggestion }`？
# $message：整条检查信息；$suggestion：可能想写的词。
content-with-suggestion = { $message }；你是不是想写 `{ $suggestion }`？
# $text：原样显示（代码，或 TOML、serde 库自己的英文信息）。
content-verbatim = { $text }
# $head：第一个词；$tail：其余的词，已经用同样的方式连好。中文列举用顿号。
content-list-separated = { $head }、{ $tail }
# $items：除最后一个以外的词，用 content-list-separated 连起来（顿号）；$last：最后一个词。
content-list-or = { $items } 或 { $last }
content-list-and = { $items } 和 { $last }
# `check` 的最后一行；每个变量都是数目。
content-summary = 检查了 { $lessons } 个课程、{ $puzzles } 道题目：{ $errors } 个错误，{ $warnings } 个警告
content-game-jungle = 斗兽棋
content-game-renju = 五子棋（连珠）

## 信息里对表的称呼。$number：这张表在文件里是第几个（从 1 开始）。
content-table-lesson = 课程
content-table-puzzle-file = 题目文件
content-table-puzzle = 第 { $number } 道题目
content-table-step = 第 { $number } 步
content-table-step-kind = 第 { $number } 步（{ $kind }）

## TOML 值的类型；content-wrong-type 里的 $found 是其中之一。
content-type-text = 文字
content-type-integer = 整数
content-type-float = 小数
content-type-boolean = true/false
content-type-date = 日期
content-type-list = 列表
content-type-table = 表

## 文件和格式。
content-path-not-found = `{ $path }` 不存在
# $error：操作系统给的原因（不翻译）。
content-unreadable-folder = 读不了这个文件夹：{ $error }
content-unreadable-file = 读不了这个文件：{ $error }
content-not-utf8 = 这个文件不是 UTF-8 文字
content-file-too-large = 这个文件超过 { $limit } KB，比任何课程文件都大得多，所以没有读取
content-not-regular-file = 这不是普通文件（是管道或设备），所以没有打开
content-link-outside-folder = 这个链接指向文件夹外面，所以没有跟随
content-folder-loop = 这个文件夹已经读过了（有链接又指回它），所以跳过
content-unreadable-link = 这个链接指向的东西不存在，所以跳过
content-too-many-files = 课程文件超过 { $limit } 个：文件夹里其余的文件没有读取
content-too-many-entries = 文件和文件夹超过 { $limit } 个：其余的没有读取
content-too-deep = 文件夹嵌套超过 { $limit } 层：更深的没有读取
content-expected-utf8 = UTF-8 文字（每个编辑器都能另存为 UTF-8）
# $details：TOML 解析器自己的英文信息。
content-toml-syntax = TOML 语法错误：{ $details }
content-mixed-file = 一个文件里只能放一个课程（`[[step]]`）或者一些题目（`[[puzzle]]`），不能两样都有
content-expected-separate-files = 课程步骤和题目分开放在不同的文件里
# $table：content-table-* 里的称呼。
content-unknown-key = { $table }里没有 `{ $key }` 这个键
# $words：一串键（content-list-or）。
content-expected-one-of = 这些之一：{ $words }
content-missing-key = { $table }缺少 `{ $key }`
# $line：例子，如 `goal = "win-in"`；$others：其他可以用的词。
content-expected-line-or = { $line }（或者 { $others }）
# $line：例子；$note：这个值的意思（content-note-*）。
content-expected-line-note = { $line }（{ $note }）
content-note-game-here-or-top = 写在这里，或者在文件开头写一次
content-note-difficulty = 从 1（最容易）到 5
content-note-moves = 走棋一方的步数：3 步胜 = 5 个半步
# $found：content-type-* 里的类型名。
content-wrong-type = `{ $key }` 的类型不对：这里是{ $found }
content-expected-text = 加引号的文字
content-expected-text-list = 一串加引号的文字，如 ["a", "b"]
content-expected-localized-table = 每种语言一段文字的表，如 {"{"} en = "…", zh-CN = "…", zh-TW = "…" {"}"}
content-expected-hint-list = 一串每种语言一段文字的表，如 [{"{"} en = "…", zh-CN = "…", zh-TW = "…" {"}"}]
content-expected-rules-table = 规则选项的表，如 {"{"} preset = "classroom" {"}"}
content-expected-step-list = 一串步骤：每一步写在一行 `[[step]]` 下面
content-expected-step-table = 一张表：每一步写在一行 `[[step]]` 下面
content-expected-puzzle-list = 一串题目：每道题写在一行 `[[puzzle]]` 下面
content-expected-puzzle-table = 一张表：每道题写在一行 `[[puzzle]]` 下面
content-expected-solution = 一串着法，或者几串这样的着法
content-expected-seconds = 一串秒数，如 [30, 60, 90]
content-bad-word = `{ $word }` 不能用作 `{ $key }`
content-bad-id = `{ $id }` 不是有效的 id
content-expected-id = 小写字母、数字和 `-`，如 `jungle-03-river`
content-duplicate-lesson-id = 课程 id `{ $id }` 已经用过了
content-duplicate-puzzle-id = 题目 id `{ $id }` 已经用过了
content-expected-unique-lesson-id = 别处没用过的课程 id
content-expected-unique-puzzle-id = 别处没用过的题目 id
content-first-used-here = 第一次用在这里
# $language：写错的语言键，原样显示。
content-unknown-language = `{ $key }` 里有不认识的语言 `{ $language }`
# $languages：缺少的语言（content-list-and）。
content-missing-locale = `{ $key }` 缺少 { $languages } 的文字
content-expected-all-locales = `{ $key }` 要有 { $languages } 全部三种文字
content-no-steps = 这个课程没有步骤
content-expected-a-step = 至少一张 `[[step]]` 表
content-no-puzzles = 这个题目文件里没有题目
content-expected-a-puzzle = 至少一张 `[[puzzle]]` 表
content-unknown-step-kind = 没有 `{ $kind }` 这种步骤
# $count：写了几条提示；$max：学生最多看到几条。
content-too-many-hints = 这里有 { $count } 条提示，学生最多只看到 { $max } 条
content-expected-hints = 最多 3 条提示：先点一下，再讲思路，最后给答案
# $low、$high：允许的最小和最大年龄。
content-ages-out-of-range = `ages` 要写两个 { $low } 到 { $high } 之间的年龄，小的在前
content-expected-ages = 两个年龄，小的在前，如 [4, 8]
content-difficulty-out-of-range = 难度 { $difficulty } 超出范围
content-expected-difficulty = 难度从 1（最容易）到 5
content-moves-out-of-range = `moves = { $moves }` 超出范围
# $max：一道题最多能要求几步。
content-expected-moves = 走棋一方 1 到 { $max } 步
content-stars-out-of-range = `stars_by_seconds` 要写一到三个递增的秒数（1–3600）
content-expected-stars = 如 [30, 60, 90]：30 秒内三颗星，60 秒内两颗，90 秒内一颗
# $step_game、$lesson_game：content-game-* 里的棋名。
content-step-for-other-game = `{ $kind }` 步骤是{ $step_game }用的，可这个课程讲的是{ $lesson_game }
content-expected-step-kind-for = { $game }用的步骤
content-goal-for-renju = 目标 `{ $goal }` 是五子棋题目用的
content-expected-jungle-goal = 斗兽棋用 `win-in` 或 `defend`
content-stones-for-renju = `{ $key }` 是五子棋题目用的；斗兽棋题目用 `fen`
content-fen-for-jungle = `fen` 是斗兽棋题目用的；五子棋题目用 `black` 和 `white` 摆棋子
content-expected-stones = `black = ["h8", …]` 和 `white = ["h9", …]`
content-info-two-boards = 讲解步骤只显示一个棋盘：斗兽棋的 `fen` 或五子棋的 `black`/`white`，不能两个都写
content-expected-one-board = `fen` 或 `black`/`white`，二选一
# $what：`fen` 或 content-what-stones；$game：content-game-* 里的棋名。
content-not-in-this-game = { $what }不该出现在{ $game }课程里
content-what-stones = `black`/`white` 棋子
content-expected-jungle-board = 斗兽棋的 `fen`
content-expected-renju-board = 五子棋的 `black`/`white` 棋子
# $details：规则引擎自己的英文信息。
content-rule-options = 规则选项：{ $details }
content-not-a-preset = `{ $name }` 不是规则预设
content-preset-wrong-type = `preset` 应该写一个预设的名字

## 棋盘、棋子和着法。
content-expected-fen = 从第 9 行到第 1 行，用 `/` 隔开，每行 7 格（数字 = 空格数，ELTPDWCR = 红方，eltpdwcr = 蓝方），最后写 ` w` 或 ` b`
content-fen-empty = 局面是空的
content-fen-rank-count = 棋盘有 { $found } 行，应该是 9 行
content-fen-rank-length = 第 { $rank } 行有 { $squares } 格，应该是 7 格
content-fen-piece-letter = 第 { $rank } 行有不认识的棋子字母 `{ $letter }`
content-fen-no-side-to-move = 局面没写轮到哪一方走
content-fen-bad-side-to-move = `{ $side }` 不是走棋方
content-fen-trailing-text = 结尾多了 `{ $text }`
content-fen-duplicate-animal = 红方和蓝方各只有一只{ $animal }，可{ $side }有两只
content-expected-one-animal-each = 每一方每种动物最多一只
content-fen-animal-in-water = { $animal }不能站在 { $square } 的水里
content-expected-only-rats-in-water = 只有老鼠能在水里
content-fen-animal-in-own-den = { $side }的{ $animal }站在自己的兽穴 { $den } 里
content-expected-not-in-own-den = 动物不能在自己的兽穴里
content-bad-square = `{ $square }` 不是斗兽棋棋盘上的格子
content-expected-square = 列 a–g、行 1–9，如 `d9`
# $text：写下的着法。
content-bad-move = `{ $text }` 不是斗兽棋着法
content-expected-move = 起点格和终点格，如 `c3c7`
content-unknown-animal = `{ $name }` 不是斗兽棋里的动物
content-bad-point = `{ $point }` 不是 15×15 棋盘上的点
content-expected-point = 列 a–o、行 1–15，如 `h8`
content-two-stones = `{ $point }` 上有两颗棋子
content-expected-point-once = 每个点在 `black` 和 `white` 里最多出现一次
content-five-on-board = 棋盘上已经有五连了：这盘棋已经结束
content-expected-no-five = 没有五连的局面
content-animal-listed-twice = 动物 `{ $name }` 写了两次
content-expected-each-animal-once = 每种动物只写一次
content-square-listed-twice = 格子 `{ $square }` 写了两次
content-expected-each-square-once = 每个格子只写一次
content-order-one-animal = 排序至少要两只动物
content-expected-two-animals = 两只或更多动物；不写 `animals` 就是全部八只
content-no-animal-on = { $square } 上没有动物
content-expected-animal-square = 有动物的格子
content-piece-of-other-side = { $square } 上的{ $animal }是{ $side }的，这里不轮到它走
content-expected-own-piece = 有{ $side }动物的格子
content-same-side = { $from } 和 { $to } 上的动物是同一方的
content-expected-opposite-sides = 进攻的和被吃的动物分属两方

## 引擎对答案的判断。
content-engine-says-no = 引擎说不能：{ $reason }
# $reason：某条 content-capture-*。
content-engine-says-yes = 引擎说能：{ $reason }
content-capture-stronger = { $attacker }比{ $defender }强
content-capture-same-kind = 两只同样的动物（{ $animal }）可以互相吃
content-capture-rat-beats-elephant = 老鼠可以吃大象
content-capture-weakened = { $square } 陷阱里的{ $defender }失去了力量
# $side：轮到的一方；$goal：文件里的目标词。
content-goal-unreachable = { $side }没有哪步合法的棋能达到目标 `{ $goal }`
content-expected-reachable-goal = 有合法着法能达到目标的局面
# $text：写下的着法。
content-move-not-allowed = `{ $text }` 在这里不能走：{ $reason }
# $reason：某条 content-miss-*。
content-move-misses-goal = `{ $text }` 可以走，但达不到目标：{ $reason }
content-miss-not-a-jump = 这是走一格，不是跳过河
content-miss-not-the-piece = 应该走 { $square } 上的棋子
content-miss-no-capture = 没有吃掉任何棋子
content-miss-not-the-target = 没有走到 { $square }
content-miss-not-into-den = 没有走进兽穴 { $den }
content-miss-still-chased = { $square } 上的{ $animal }还是会被吃
# $moves：像 `c3c7` 这样的着法，用逗号隔开。
content-expected-goal-move = 能达到目标的着法：{ $moves }
content-expected-goal-move-none = 能达到目标的着法（这里一个也没有）
content-expected-legal-move = 合法的着法，如 { $moves }
content-expected-legal-move-none = 合法的着法（走棋一方一步也走不了）
# $property：找全步骤的 `property` 词；$squares：用逗号隔开的格子。
content-square-not-counted = 引擎不算 { $square }（`{ $property }`）
content-answer-misses-squares = 答案漏了 { $squares }（`{ $property }`）
content-expected-no-square = `answer = []`：引擎一个格子也没找到
content-expected-engine-squares = 引擎找到的格子：{ $squares }
content-forbidden-needs-renju = 只有 `rule_set = "renju"` 才有禁手
content-expected-renju-rules = 禁手练习要写 `rules = {"{"} rule_set = "renju" {"}"}`
content-point-taken = `{ $point }` 上已经有棋子了
content-expected-empty-point = 空着的点
# $kind：某条 content-forbidden-kind-*。
content-engine-says-point-is = 引擎说 { $point } { $kind }
content-forbidden-kind-none = 不是禁手
content-forbidden-kind-double-three = 是三三禁手
content-forbidden-kind-double-four = 是四四禁手
content-forbidden-kind-overline = 是长连禁手
content-point-not-forbidden = 引擎说 { $point } 不是禁手
# $points：用逗号隔开的点。
content-answer-misses-points = 答案漏了 { $points }
content-expected-no-forbidden-point = `answer = []`：引擎一个禁手点也没找到
content-expected-engine-points = 引擎找到的点：{ $points }
content-no-allowed-five = 黑棋在这里没有不犯禁手的五连
content-expected-allowed-five = 黑棋能在不是禁手的点上连成五的局面
content-point-not-allowed = `{ $point }` 不能下：{ $reason }
# $lines：禁手形状所在的线，如 h8–k8，用逗号隔开。
content-point-forbidden = `{ $point }` 不能下：{ $reason }（线：{ $lines }）
content-point-misses-goal = `{ $point }` 可以下，但达不到目标 `{ $goal }`
content-throws-vcf-away = 目标 `{ $goal }` 还接受 { $moves }，这些棋会把{ $side }的胜局丢掉：{ $side }这里能连续冲四取胜（VCF），而这些点既不能开始连续冲四，也不能开始冲四活三的胜法（求解器全部搜过）
content-throws-vct-away = 目标 `{ $goal }` 还接受 { $moves }，这些棋会把{ $side }的胜局丢掉：{ $side }这里能用冲四和活三取胜（VCT），而这些点开始不了这样的胜法（求解器全部搜过）
content-throws-jungle-win-away = 这一步还接受 { $moves }，这些走法会把{ $side }必胜的局面丢掉：走了以后，求解器在 { $count } 步之内找不到赢法（完整搜索）
content-expected-keeping-moves = 只接受保住胜局的着法的目标：{ $moves }
content-block-fails = 这一步接受 { $moves }，可是下了以后{ $side }仍然必胜（求解器找到了取胜的走法）
content-jungle-move-loses = 这一步接受 { $moves }，可是走了以后{ $side }在 { $count } 步之内必胜（括号里是取胜的应着）
content-expected-only-holding = 只接受守得住的着法的目标：{ $moves }
content-expected-block-that-holds = 有一种挡法能挡住进攻的局面
content-claim-undecided = 求解器在预算之内没能判断这一步接受的每一着是否都保住胜局（或守得住）
content-expected-smaller-board = 小一点的局面，或者求解器能判断的目标
content-expected-allowed-point = 空着而且可以下的点

## 题目和解题程序。$plies：半步数（一方走一步是一个半步）。
# $outcome：某句 jungle-outcome-*。
content-game-already-over = 这里棋局已经结束了（{ $outcome }）
content-expected-game-goes-on = 棋局还在进行的局面
content-line-not-won = 走完这一串，{ $side }还没有赢
content-expected-line-wins = 以获胜结束的解答
content-theme-not-shown = 主题“{ $theme }”不在解答里：没有一条获胜的走法用到它
content-expected-theme-shown = 解答里真的有的主题（{ $themes }）
content-theme-jump-not-used = 主题“rat-blocks-jump”不在解答里：没有一条获胜的走法走动被老鼠挡住跳河的狮子或老虎，也没有走动进攻方在河里的老鼠
content-jump-use-jumps = 用被挡住的狮子或老虎跳河
content-jump-use-round = 让被挡住的狮子或老虎从陆地绕过去
content-jump-use-rat = 让进攻方的老鼠离开、游过小河或在河里吃子
content-claim-jump-not-used = “{ $text }”说获胜的走法{ $way }，可是没有一条获胜的走法这样走
content-expected-jump-use = 说出走法真正做的事：它{ $way }
content-expected-jump-use-none = 不要提跳河被挡：没有一条获胜的走法用到它
content-claim-catch-not-holding = “{ $text }”建议吃子，可是没有一步吃子能守住：能守住的走法是 { $moves }
content-claim-block-not-holding = “{ $text }”建议挡在路上，可是能守住的走法都是吃子：{ $moves }
content-claim-no-catch-but-holds = “{ $text }”说不要吃子，可是有吃子能守住：{ $moves }
content-theme-capture-not-holding = 主题“capture”说防守要吃子，可是没有一步吃子能守住：能守住的走法是 { $moves }
content-expected-words-from-holding = 建议能守住的走法真正做的事（{ $moves }）
content-claim-renju-three = “{ $text }”说{ $side }的威胁是活三，其实是连续冲四：最短的胜法从 { $point } 的冲四开始
content-claim-renju-fours = “{ $text }”说{ $side }的威胁是冲四，其实是活三：在 { $point } 走成活四就赢
content-expected-renju-three = 标题和提示讲挡住活三
content-expected-renju-fours = 标题和提示讲挡住冲四
content-block-three-their-four = 主题说挡住活三，可是{ $side }已经有四了：要先挡四
content-block-three-own-four = 主题说挡住活三，可是轮到的一方在 { $point } 能走成四：有比挡三更强的棋
content-block-three-no-three = 主题说挡住活三，可是{ $side }没有活三：没有哪一点能走成活四
content-block-three-no-block = 主题说挡住活三，可是没有哪一颗子能挡住{ $side }所有的活四
content-block-three-loses = 主题说挡住活三，可是下了 { $points } 以后{ $side }还能走成活四
content-block-three-more-than-three = 主题说挡住活三，可是下了 { $points } 以后{ $side }虽然走不成活四，还是能强行取胜：威胁不只是一个活三
content-expected-block-three = 对方只有一个活三，双方都没有更强的棋；接受的落点正好是下了以后对方走不成活四的点
content-discussion-unreadable = 读不了这个讨论文件：{ $details }
content-discussion-no-board = { $game }讨论需要棋盘（斗兽棋写 `fen`；连珠写 `black`、`white`）
content-discussion-language = 讨论的每段文字（标题、问题、每条理由）都要有 English、简体中文和繁體中文
content-discussion-few-good = 讨论至少要有两步好棋可以商量；这里只有 { $count } 步
content-discussion-why-count = 每步好棋都要有一条 `why`，顺序一样
content-discussion-bad-board = 读不懂这个棋盘：{ $details }
content-discussion-over = 这个棋盘上棋已经下完了
content-discussion-mover-wins = 轮到的一方能强行取胜（{ $moves }）：这是只有一个答案的题目，不是讨论
content-discussion-illegal = 好棋 { $point } 在这里不合规则
content-discussion-ends = 好棋 { $point } 一步就结束了棋局：这是题目，不是讨论
content-discussion-loses = 走了好棋 { $point } 以后，对方能强行取胜
content-discussion-undecided = 引擎在限定的计算量内判断不了 { $point } 守不守得住
content-expected-discussion = 一盘下到一半、还没结束的棋：轮到的一方没有强行取胜的走法，至少有两步不让对方取胜的好棋，三种语言都有
content-line-too-long = 这一串比题目的 { $plies } 个半步还长
content-expected-line-length = 一串最多 { $plies } 步
content-no-forced-win-within = 解题程序证明：{ $plies } 个半步内没有必胜
content-expected-forced-win = 走棋一方能在题目说的步数内赢的局面
# $nodes：解题程序最多看多少个局面。
content-solver-undecided-nodes = 解题程序看了 { $nodes } 个局面，还是没能判断这道题
content-expected-provable-jungle = 解题程序能证明的题目（步数少一些或棋子少一些）
content-win-gone = 走了 `{ $text }` 以后，{ $plies } 个半步内的胜利就没有了
# $moves：其他也能赢的第一步，用逗号隔开。
content-dual-win = 其他第一步也能赢：{ $moves }
content-dual-work = 其他第一步也可以：{ $moves }
content-expected-goal-holds = 目标 `{ $goal }` 成立的局面
content-no-forced-win-of-kind = 解题程序找不到 `{ $goal }` 这种必胜
# $shortest、$limit：走棋一方的步数。
content-win-too-long = 最快也要 { $shortest } 步才赢，超过了 { $limit } 步
content-solver-undecided = 解题程序在限定范围内没能判断这道题
content-expected-provable = 解题程序能证明的题目
content-proof-over-nodes = 证明这道题要看的局面超过了 { $nodes } 个，这是每道题的限额（`check --budget-nodes`）
content-proof-over-time = 证明这道题用了超过 { $seconds } 秒，这是每道题的时间限制（`check --budget-seconds`）
content-run-over-nodes = 没有检查：这次检查的总限额 { $nodes } 个局面（`check --run-budget-nodes`）在证明这道题之前就用完了
content-run-over-time = 没有检查：这次检查的总时间 { $seconds } 秒（`check --run-budget-seconds`）在证明这道题之前就用完了
content-expected-within-budget = 解题程序能在限额内证明的题目（步数少一些、棋子少一些），或者放宽限额
content-no-forbidden-ending = 没有哪串解答以黑棋被迫下到禁手点结束
content-nothing-to-defend = 对方在这里没有连续冲四（VCF），没有什么要防
content-no-defence = 没有哪步能挡住对方的连续冲四（VCF）
## 斗兽棋 `defend` 题。$side：对方（jungle-side-*）；$moves：对方威胁要在几步内赢（题目的
## `moves`）；$text、$reply：像 `d8d9` 这样的走法；content-expected-jungle-defence 和
## content-dual-defence 里的 $moves：用逗号隔开的走法。
content-jungle-nothing-to-defend = 就算走棋一方停一步不走，{ $side }也不能在 { $moves } 步内赢：没有什么要防
content-expected-jungle-threat = 对方威胁要在题目说的步数内赢的局面
content-jungle-no-defence = 哪一步都挡不住：不管走棋一方怎么走，{ $side }都能在 { $moves } 步内赢
content-expected-jungle-defence-exists = 至少有一步能挡住威胁的局面
content-jungle-defence-fails = `{ $text }` 挡不住威胁：{ $side }走 `{ $reply }`，能在 { $moves } 步内赢
content-expected-jungle-defence = 能挡住威胁的走法：{ $moves }
content-dual-defence = 其他走法也能挡住威胁：{ $moves }
content-point-not-legal = `{ $point }` 在这里不能下
content-goal-no-longer-holds = 下了 `{ $point }` 以后，目标 `{ $goal }` 就不成立了
# $points：能保持目标的着法，用逗号隔开。
content-expected-keeps-goal = 能保持目标的着法，如 { $points }
content-drill-white-to-move = `win-avoiding-forbidden` 练习是黑棋走：只有黑棋有禁手要避开
content-expected-drill-black = `to_move = "black"`，或者不写 `to_move`
# $key：`rules` 里写的选项。
content-rule-unknown-option = 规则选项里没有 `{ $key }` 这一项
# $value：`rules` 里写的值。
content-rule-bad-value = 规则选项：`{ $value }` 不是可以用的值

## 含义检查（警告）。$black、$white：棋盘上黑子、白子各几颗；$side：轮到哪一方（renju-stone-* /
## jungle-side-*）；$moves：像 `f9` 这样的第一步；$title：原样显示的标题。
content-more-white-than-black = 这个棋盘上白子有 { $white } 颗，黑子却只有 { $black } 颗：黑棋先走，真正的棋局不会这样
content-expected-black-first = 黑子至少和白子一样多（去掉无关的白子，或者加上黑子）
content-count-contradicts-side = 黑子 { $black } 颗、白子 { $white } 颗，看起来该另一方走，这里却轮到{ $side }（黑棋先走：轮到黑棋时黑白子一样多，轮到白棋时黑子多一颗）
content-expected-count-for-side = 轮到黑棋：黑白子一样多（或者省掉无关的白子）；轮到白棋：黑子多一颗
content-defender-has-vcf = 防守的一方（{ $side }）自己就有连续冲四（VCF）可以赢（{ $moves }）：应该先找自己的胜利，所以这道题教不了防守
content-defender-wins-jungle = 防守的一方（{ $side }）走 { $moves } 自己先赢：应该先找自己的胜利，所以这道题教不了防守
content-expected-defender-without-win = 轮到的一方自己没有赢法、必须防守的局面
content-trap-not-needed = 就算黑棋可以下禁手点，白棋在这里也能连续冲四赢：这不是禁手陷阱
content-expected-trap-needed = 白棋只有逼黑棋走到禁手点才能赢的局面
content-duplicate-title = 已经有别的课程叫 `{ $title }` 了
content-expected-unique-title = 别的课程没用过的标题，让孩子分得清
# $length：第一页的字数；$age：最小年龄；$limit：最多字数。
content-too-much-to-read = 第一页有 { $length } 个字，可是 { $age } 岁的孩子还不识字：第一次点击以前最多只放一句短话（大约 { $limit } 个字）
content-expected-short-first-page = 第一页只放一句短话，老师要说的话写在 `teacher_note` 里
# $max：课程顺序的最大值。
content-order-out-of-range = `order` 必须是 1 到 { $max } 的整数
content-expected-order = 这一课在课程里的顺序，1 到 { $max }
content-table-guide = 教师指南
content-expected-guide-table = 一个 `[guide]` 表，写上 aims、minutes、materials、warm_up、script、mistakes、closing 和 follow_up
content-expected-guide-text-list = 每种语言一段文字的列表，比如 [{"{"} en = "…", zh-CN = "…", zh-TW = "…" {"}"}]
content-minutes-out-of-range = `minutes` 必须是 1 到 { $max } 的整数
content-expected-minutes = 这节课要多少分钟，1 到 { $max }
content-unknown-puzzle = `follow_up` 写了题目 `{ $id }`，可是没有哪个题目文件有这个 id
content-expected-known-puzzle = 内置题目的 id，或正在检查的文件夹里题目的 id
content-too-many-black = 这个棋盘上黑子有 { $black } 颗，白子只有 { $white } 颗：真正的对局里黑子最多只比白子多一颗
content-expected-real-count-or-diagram = 对局能下出来的棋盘（补上白子），或者这一步只是示意图时写 `diagram = true`
