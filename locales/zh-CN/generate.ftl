# 题目生成器（`qi-classroom generate`）：写出的题目的标题、说明和提示。

# A title with what tells the puzzles of one idea apart: the animal that moves first, or
# where on the board the first stone goes.
generate-title-with-animal = { $title } · { $animal }
generate-title-in-area = { $title } · { $area }
generate-title-den = { $variant ->
    [0] 走进兽穴
    [1] 冲向兽穴
   *[2] 敞开的大门
  }
generate-title-trap = { $variant ->
    [0] 掉进陷阱
    [1] 对方的弱点
   *[2] 小心陷阱
  }
generate-title-river-jump = { $variant ->
    [0] 跳过小河
    [1] 用力一跳
   *[2] 跳过去就赢
  }
generate-title-rat-blocks-jump-jumps = { $variant ->
    [0] 跳不过去
    [1] 找一条能跳的路
   *[2] 避开老鼠跳河
  }
generate-title-rat-blocks-jump-round = { $variant ->
    [0] 跳不过去
    [1] 绕过小河
   *[2] 从陆地绕过去
  }
generate-title-rat-blocks-jump-rat = { $variant ->
    [0] 跳不过去
    [1] 清开小河
   *[2] 河里的老鼠
  }
generate-title-no-legal-move = { $variant ->
    [0] 无路可走
    [1] 被困住了！
   *[2] 没有棋可走
  }
generate-title-capture-all = { $variant ->
    [0] 全部抓住
    [1] 最后一只动物
   *[2] 清空棋盘
  }
generate-title-rat-vs-elephant = { $variant ->
    [0] 以小胜大
    [1] 勇敢的小老鼠
   *[2] 老鼠和大象
  }
generate-title-guard-den-block = { $variant ->
    [0] 守住兽穴
    [1] 挡在路上
   *[2] 关上大门
  }
generate-title-guard-den-block-not-catch = { $variant ->
    [0] 守住兽穴
    [1] 挡在路上
   *[2] 别上当
  }
generate-title-guard-den-catch = { $variant ->
    [0] 守住兽穴
    [1] 拦住它们！
   *[2] 及时吃掉它
  }
generate-title-guard-den-either = { $variant ->
    [0] 守住兽穴
    [1] 拦住它们！
   *[2] 关上大门
  }
generate-title-five = { $variant ->
    [0] 连成五！
    [1] 五子连珠！
   *[2] 再下一子就是五
  }
generate-title-block-four = { $variant ->
    [0] 堵住四！
    [1] 别让对方连成五！
   *[2] 快堵上！
  }
generate-title-block-three = { $variant ->
    [0] 挡住活三！
    [1] 别让它长成四！
   *[2] 快把活三堵上！
  }
generate-title-vcf = { $variant ->
    [0] { $side }连续冲四取胜
    [1] 一个四接一个四
   *[2] 不停地冲四
  }
generate-title-four-three = { $variant ->
    [0] { $side }的四三
    [1] 同时成四和三
   *[2] 四三取胜
  }
generate-title-forbidden-trap = { $variant ->
    [0] 禁手陷阱
    [1] 黑棋的禁手点
   *[2] 没有安全的挡法
  }
generate-title-vct = { $variant ->
    [0] 活三冲四
    [1] { $side }用活三进攻
   *[2] 先走活三
  }
generate-title-defend-three = { $variant ->
    [0] 挡住{ $side }的活三
    [1] 挡住活三
   *[2] 别让它变成四
  }
generate-title-defend-fours = { $variant ->
    [0] 挡住{ $side }的冲四
    [1] 挡住连续冲四
   *[2] 抢占要点
  }
generate-title-win-in-3 = { $variant ->
    [0] 三手胜
    [1] { $side }三手胜
   *[2] 三手连五
  }

generate-comment-right-moves = 正确走法：{ $moves }。
generate-comment-line = 正确走法：{ $moves }。一种取胜的走法：{ $line }。
generate-comment-defence = 正确走法：{ $moves }。走别的棋，比如 { $wrong }，{ $side }走 { $reply } 就会赢。
generate-comment-renju-line = 正确的第一步：{ $moves }。取胜的走法：{ $line }。
generate-comment-renju-defend = 正确走法：{ $moves }。{ $side }威胁走 { $threat }。

generate-hint-look-piece = 看看你在 { $square } 的{ $animal }。
generate-hint-move-piece = 把{ $animal }从 { $from } 走到 { $to }。
generate-hint-jungle-den = 数一数走到兽穴要几步：路上有谁能拦住你吗？
generate-hint-jungle-trap = 动物站在陷阱里就没有力气了：小心走进陷阱，也找找能吃掉的动物。
generate-hint-jungle-river-jump = 狮子和老虎一步就能跳过小河。
generate-hint-jungle-rat-blocks-jump-jumps = 河里的老鼠会挡住跳河：找一条没有老鼠挡着的跳法。
generate-hint-jungle-rat-blocks-jump-round = 河里的老鼠挡住了你的跳河：从陆地上绕过去。
generate-hint-jungle-rat-blocks-jump-rat = 河里的老鼠会挡住跳河：用你自己的老鼠把小河清开。
generate-hint-jungle-no-legal-move = 把对方最后能走的格子都占掉。
generate-hint-jungle-capture-all = 把对方的动物一只一只吃掉，直到一只也不剩。
generate-hint-jungle-rat-vs-elephant = 最小的动物能吃最大的！
generate-hint-jungle-capture = 找一只你能安全吃掉的动物。
generate-hint-jungle-guard-den-block = 想一想对方怎样走进你的兽穴，挡在它的路上。
generate-hint-jungle-guard-den-block-not-catch = 想一想对方怎样走进你的兽穴，挡在它的路上。这里什么也别吃：吃子都会输。
generate-hint-jungle-guard-den-catch = 想一想对方怎样走进你的兽穴：你的一只动物可以安全地吃子，拦住它。
generate-hint-jungle-guard-den-either = 想一想对方怎样走进你的兽穴：挡在它的路上，或者安全地吃子。

generate-area-middle = 中间
generate-area-left = 左边
generate-area-right = 右边
generate-area-top = 上方
generate-area-bottom = 下方
generate-area-upper-left = 左上方
generate-area-upper-right = 右上方
generate-area-lower-left = 左下方
generate-area-lower-right = 右下方
generate-hint-renju-look = 看看棋盘的{ $area }。
generate-hint-renju-five = 找到你的四个连子：再放一子就连成五。
generate-hint-renju-block-four = 对方已经有四个连子：把你的棋子放在他们要放第五子的地方。
generate-hint-renju-block-three = 对方有一个活三：把你的棋子放在它要长成四的地方。
generate-hint-renju-vcf = 每一步都冲四，对方的挡子要帮你走出下一个四。
generate-hint-renju-four-three = 最后走成四三：一颗子同时做成一个四和一个活三。
generate-hint-renju-forbidden-trap = 连续冲四，让黑棋最后只能挡在禁手点上。
generate-hint-renju-vct = 直接冲四赢不了：先走一个对方必须应的活三，然后继续进攻。
generate-hint-renju-defend-three = 找到活三，挡在它要长大的地方。
generate-hint-renju-defend-fours = 先找出对方连续冲四取胜的走法，再抢占它的要点。
generate-hint-renju-win-in-3 = 直接冲四赢不了：先走一步威胁取胜的棋（活三，或为连续冲四做准备的一手），再用两手完成。
generate-hint-renju-start = 先走 { $point }。
generate-hint-renju-play = 走 { $point }。

generate-error-count = 请要 1 到 { $max } 道题，不是 { $count } 道。
generate-error-theme = 生成器不认识这个游戏的主题 `{ $theme }`。
generate-error-moves = 生成器出 1 到 3 步（斗兽棋）或 1 到 8 步（连珠）的题，不是 { $moves } 步。
generate-error-side = 只有斗兽棋的题可以选择哪一方走（--side）。
generate-error-write = 无法写入 { $path }：{ $error }
generate-error-read = 无法读取 { $path }：{ $error }
generate-report = 已把 { $count } 道题写到 { $path }（试了 { $tries } 个局面，{ $seconds } 秒）。
generate-report-theme = { $theme }：{ $count }
generate-retitle-report = { $path }：{ $puzzles } 道题，改了 { $changed } 道（{ $titles } 个标题、{ $hints } 组提示、{ $themes } 组主题）。
generate-ended-short = 还没到 { $wanted } 道题就停了（时间到了或找到的局面太少）：多给些时间、换个种子或少要几道题。

generate-side-black = 黑棋
generate-side-white = 白棋
