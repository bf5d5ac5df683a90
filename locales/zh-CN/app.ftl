# app messages (zh-CN): the classroom app's screens.

# The window title and the name shown in the top bar.
app-title = 棋课堂

## Navigation buttons.
app-nav-home = 首页
app-nav-settings = 设置
app-nav-teacher = 老师
app-nav-author = 编写课程
app-nav-lessons = 上课
app-nav-puzzles = 做题
app-nav-play = 下棋

## Home screen.
app-home-choose-game = 今天下什么棋？
app-home-what-next = 你想做什么？

## Profiles: several children share one computer; no passwords.
app-profiles-heading = 谁来下棋？
app-profiles-none = 还没有人，快来添加自己吧！
app-profiles-add = 添加小朋友
app-profiles-edit = 修改
app-profiles-remove = 删除
# $name: the child's name.
app-profiles-remove-confirm = 要删除{ $name }吗？{ $name }的所有星星也会一起删除。
app-profiles-yes-remove = 确定删除
app-profile-name = 名字
app-profile-avatar = 选一个小动物
app-profile-age = 年龄
app-profile-age-young = 4–6 岁
app-profile-age-middle = 7–9 岁
app-profile-age-older = 10–12 岁
app-profile-name-empty = 请输入名字。
# $name: the child's name.
app-profile-playing = 正在下棋：{ $name }
app-profile-nobody = 请选择谁来下棋
app-save = 保存
app-cancel = 取消

## Avatar animals (also read out by screen readers).
app-avatar-rat = 老鼠
app-avatar-cat = 小猫
app-avatar-dog = 小狗
app-avatar-wolf = 狼
app-avatar-leopard = 豹子
app-avatar-tiger = 老虎
app-avatar-lion = 狮子
app-avatar-elephant = 大象
app-avatar-panda = 熊猫
app-avatar-rabbit = 小兔子
app-avatar-monkey = 小猴子
app-avatar-frog = 青蛙

## Settings screen.
app-settings-heading = 设置
app-settings-language = 语言
# Each language's own name, the same in every locale.
app-language-zh-cn = 简体中文
app-language-zh-tw = 繁體中文
app-language-en = English
app-settings-colour-blind = 色盲友好配色（除了颜色，还用形状和 ✓ ✗ 表示）
app-settings-text-size = 文字大小
app-text-size-small = 小
app-text-size-normal = 中
app-text-size-large = 大
app-text-size-huge = 特大
app-settings-sound = 声音
app-speak = 读出来
app-speak-no-voice = 这台设备没有这种语言的声音，喇叭按钮已经藏起来了。
app-settings-speak-by-itself = 新的说明、提示和对错自动读出来
app-settings-theme = 棋盘颜色
app-theme-garden = 花园
app-theme-meadow = 草地
app-theme-high-contrast = 高对比度
app-sound-moves = 走棋
app-sound-right = 答对
app-sound-wrong = 答错
app-sound-win = 胜利
app-settings-teacher-mode = 教师模式
app-settings-hints-locked = 关闭孩子们屏幕上的提示（投影上的提示由你决定何时显示）
app-hints-closed = 提示关着呢，问问老师吧！
app-settings-practice = 练习题
app-settings-practice-target = 挑选的题目应能做对
# $percent: a whole number 50–90.
app-settings-percent = { $percent }% 的时候
app-settings-practice-streak = 提供连胜挑战（连续做对越多越好）
app-settings-practice-rush = 提供限时冲刺（和时间赛跑）
app-settings-practice-rush-length = 时长：
# $minutes: the length of a rush.
app-settings-minutes = { $minutes } 分钟
app-teacher-pin-first = 教师模式需要密码才能打开。现在设一个密码，不要让孩子看到。
app-teacher-pin-choose = 设定教师密码（4 到 8 位数字）
app-teacher-pin-again = 再输入一次
app-teacher-pin-set = 保存密码并打开教师模式
app-teacher-pin-digits = 密码是 4 到 8 位数字。
app-teacher-pin-different = 两次输入的密码不一样，请再输入一次。
app-teacher-pin-enter = 教师密码
app-teacher-pin-unlock = 打开教师模式
app-teacher-pin-wrong = 教师密码不对。
app-teacher-pin-wait = 密码错误次数太多，请等 { $seconds } 秒。
app-teacher-pin-cancel = 取消
app-teacher-pin-class = 这台设备在班级里：请输入建班时设的班级教师密码。
app-teacher-pin-checking = 正在请班级服务器核对……
app-teacher-pin-no-server = 班级服务器没有回应，现在打不开教师模式。

## Screens still being built. $game: the chosen game's name.

## Problems with saved data (read by the teacher).
app-storage-heading = 保存的数据出了问题
app-storage-no-data-dir = 找不到保存进度的文件夹，进度将不会被保存。
# $path: the file; $reason: the operating system's description.
app-storage-io = 无法读写 { $path }：{ $reason }
# $path: the damaged file; $kept: where it was moved; $reason: what was wrong.
app-storage-corrupt = { $path } 无法读取（{ $reason }）。原文件已保留为 { $kept }；如果有备份，已改用备份。
# $path: the file; $kept: where it was moved; $found and $supported: format version numbers.
app-storage-too-new = { $path } 是由更新版本的程序保存的（格式 { $found }，本程序最高支持 { $supported }）。原文件已保留为 { $kept }。
app-storage-in-use = 另一个棋课堂窗口已经在使用 { $path } 里保存的进度。这个窗口可以看，但在这里做的都不会保存：请关掉它，用另一个窗口。
app-storage-repaired-repeated-id = { $path }：两个小朋友的编号都是 { $id }；第二个小朋友的编号改成了 { $new }（名字和头像不变）。
app-storage-repaired-unknown-active = { $path }：上次选的小朋友（编号 { $id }）不在名单里；请重新选是谁在玩。
app-storage-repaired-stars = { $path }：课程 { $lesson } 的步骤 { $step } 记了 { $stars } 颗星；最多 3 颗，已改成 3 颗。
app-storage-repaired-counter = { $path }：新编号的计数（{ $found }）落在已用编号后面，已经往后调了。
app-storage-dismiss = 知道了

## 课程播放（src/app/lessons）。
app-lesson-back-to-list = ◀ 全部课程
app-back-to-today = ◀ 今天的任务
# $stars：这一课得到的星星；$possible：最多能得几颗（每道题 3 颗）。
app-lesson-stars-earned = ★ { $stars } / { $possible }
# $step：当前第几步，从 1 开始；$count：一共几步。
app-lesson-step-of = 第 { $step } 步，共 { $count } 步
app-lesson-empty = 这一课还没有内容。
app-lesson-search = 找一课
app-lesson-search-hint = 标题里的一个词，比如：河
# $from、$to：适合的最小和最大年龄。
app-lesson-ages = { $from }–{ $to } 岁
# $query：老师输入的内容。
app-lesson-none-fit = 没有和“{ $query }”相符的课。
app-lesson-show-all = 显示全部课程
app-celebration = 太棒了！
app-lesson-next = 下一页
app-lesson-yes = ✓ 能
app-lesson-no = ✗ 不能
app-lesson-check = 检查答案
app-lesson-order-help = 把动物按从强到弱排好：拖动卡片，或者点 ◀ 和 ▶。
# $animal：动物名（jungle-animal-*）。
app-lesson-move-earlier = 把{ $animal }往左移
# $animal：动物名（jungle-animal-*）。
app-lesson-move-later = 把{ $animal }往右移
# $seconds：这一步开始后过了几秒。
app-lesson-timer = ◷ { $seconds } 秒
# $side：阵营名（jungle-side-*）；$animal：动物名（jungle-animal-*）。
app-lesson-pick-piece = 选{ $side }的{ $animal }
app-lesson-finished = 我都摆好了
app-lesson-move-help = 先点要走的动物，再点它要去的格子。
app-lesson-mark-help = 点格子做记号，再点一下取消。然后检查答案。
app-lesson-stone-help = 点一下要放棋子的地方。
app-lesson-not-forbidden = 不是禁手
app-lesson-hint = ☞ 提示
app-lesson-previous-step = ◀ 上一步
app-lesson-next-step = 下一步 ▶
app-lesson-finished-all = ★ 这一课学完啦！

## 做题（src/app/puzzles）。
app-puzzle-back-to-list = ◀ 全部题目
app-puzzle-theme = 思路
app-puzzle-difficulty = 难度
# $level：1（最容易）到 5。
app-puzzle-level = 第 { $level } 级
app-puzzle-all = 全部
app-puzzle-made-by = 出题人
app-puzzle-made-by-people = 老师
app-puzzle-made-by-computer = 电脑（已验证）
app-puzzle-replay-failed = 只看还没做出来的
app-puzzle-status-solved = ✓ 做出来了
# $attempts：试了几次。
app-puzzle-status-tried = ✗ 还没做出来（试了 { $attempts } 次）
app-puzzle-status-new = 新题
app-puzzle-unreadable = 这道题的文件有错，没法做。请告诉老师。
# Shown with a spinner while the puzzle is worked out (for Renju up to a second).
app-puzzle-thinking = 电脑正在准备这道题……
# $moves：还能走几步。
app-puzzle-moves-left = { $moves } 步之内取胜。
# What the learner must do, where a move count would not be exact.
app-puzzle-goal-defend = 挡住对方的进攻！走对一步就够了。
app-puzzle-goal-vct = 用活三和冲四进攻，赢下这盘棋。
# The exact count of a VCT puzzle's own moves to the five against the best defence.
app-puzzle-goal-vct-moves = 用活三和冲四进攻：{ $moves } 步取胜。
app-puzzle-goal-vcf = 每一步都冲四，赢下这盘棋。
app-puzzle-goal-forbidden-trap = 逼黑棋只能挡在禁手点上。
# $side：做题的一方或棋子颜色（jungle-side-*、renju-stone-*）。
app-puzzle-you-play = 你是{ $side }。
app-puzzle-hint = ☞ 提示
app-puzzle-show-solution = 看答案
app-puzzle-retry = ↺ 再试一次
app-puzzle-next = 下一题 ▶
app-practice-next = ▶ 给我一道题
# $count: puzzles due for review.
app-practice-review = ↺ 再试一次：{ $count }
app-practice-streak = ⚡ 连胜挑战
app-practice-rush = ◷ 限时冲刺
# $count: the child's best streak or rush.
app-practice-best = 你的最好成绩：{ $count }
# $count: puzzles solved in a row so far.
app-run-streak-count = ⚡ 连对 { $count } 题
# $time: minutes:seconds left; $solved, $missed: puzzles so far.
app-run-rush-status = ◷ { $time }   ✓ { $solved }   ✗ { $missed }
# $count: puzzles solved in the streak.
app-run-streak-over = 你连续做对了 { $count } 题！
# $count: puzzles solved in the rush.
app-run-rush-over = 冲刺结束！你做对了 { $count } 题。
app-run-new-best = ★ 你的最好成绩！
app-run-again = ↻ 再来一次
app-puzzle-none-fit = 没有符合这些条件的题目。
app-puzzle-show-all = 显示全部题目

## 老师模式（src/app/teacher）。
app-teacher-playlist = 今天的课
app-teacher-projector = 投影
app-teacher-class = 全班进度
app-teacher-playlist-help = 勾选今天要上的课和题目（两种棋都可以），用 ▲ ▼ 排好顺序。每次修改都会自动保存。
app-teacher-playlist-empty = 还没有选：请在“加到课单里”勾选课或题目（老师 → 今天的课）。
app-playlist-default-name = 今天
app-playlist-saved = 课单：
app-playlist-new-name = 新课单的名字
app-playlist-new = + 新建课单
app-playlist-name = 这个课单的名字
# $name：课单的名字。
app-playlist-delete-ask = 删除“{ $name }”吗？
app-playlist-delete-yes = 是的，删除
app-playlist-delete-no = 不，留着
app-playlist-delete = 删除这个课单
app-playlist-on-home = 在孩子们的首页上显示这个课单（今天的任务）
app-playlist-in-list = 课单里有
app-playlist-add = 加到课单里
# $title：课或题的标题。
app-playlist-move-up = 往前：{ $title }
app-playlist-move-down = 往后：{ $title }
app-playlist-remove = 拿掉：{ $title }
# $set：题目文件的名字；$count：有几道题。
app-playlist-puzzle-set = 题目“{ $set }”（{ $count } 道）
app-playlist-add-all = + 全部加上
app-teacher-previous-lesson = ◀ 上一课
app-teacher-next-lesson = 下一课 ▶
app-teacher-projector-puzzle = 题目：{ $title }（全班一起做，不记成绩）
app-teacher-reveal-hints = 显示提示
app-teacher-hide-hints = 隐藏提示
app-teacher-reveal-answer = 显示答案
app-teacher-full-screen = 全屏
app-teacher-leave-full-screen = 退出全屏（Esc）
app-teacher-column-name = 名字
app-teacher-column-stars = 课程星星
app-teacher-column-steps = 学完的步数
app-teacher-column-solved = 做出的题
app-teacher-column-attempts = 做题次数
app-teacher-column-hints = 用过的提示
app-teacher-column-answers = 看过答案
app-teacher-column-minutes = 用时（分钟）
app-teacher-practice-heading = 练习题：{ $game }
app-teacher-practice-child = 孩子
app-teacher-practice-rating = 等级分
app-teacher-practice-trend = 最近 10 题
app-teacher-practice-solved = 做对
app-teacher-practice-strong = 擅长
app-teacher-practice-weak = 需要多练
# $points: rating points gained.
app-teacher-practice-up = ↑ { $points }
# $points: rating points lost.
app-teacher-practice-down = ↓ { $points }
app-teacher-practice-flat = –
app-teacher-export-path = CSV 文件
app-teacher-export = 导出 CSV
# $path：写入的文件。
app-teacher-export-done = ✓ 已保存到 { $path }。
# $path：文件；$reason：系统给出的错误。
app-teacher-export-failed = ✗ 没能保存 { $path }：{ $reason }

## 编写课程（src/app/author）。
app-author-folder = 课程文件夹
app-author-open = 打开
app-author-help = 输入放课程文件的文件夹路径，再点“打开”。文件保存后会自动重新读取。
app-author-close-preview = ◀ 回到文件
# $files：读了几个文件；$reloads：保存后重新读取了几次。
app-author-loaded = 读了 { $files } 个文件，重新读取 { $reloads } 次。
# $step：第几步，从 1 开始。
app-author-preview-step = 第 { $step } 步

## 上课用的课程文件夹（src/app/author，也显示在“上课”和“今天的课”里）。
app-class-use = 上课使用
app-class-stop = 上课不再使用
app-class-rule = 里面的课程和题目会加入“上课”的课程列表、“做题”和“今天的课”。如果课程或题目的 id 和自带的一样，就用你的版本代替自带的；有错误的文件不会使用。
# $lessons、$puzzles：这个文件夹里有几课、几道题在上课时使用。
app-class-in-class = ✓ 上课使用中：这个文件夹里的 { $lessons } 课、{ $puzzles } 道题。
app-class-heading = 上课使用的文件夹
app-class-none = 还没有上课使用的文件夹：在上面打开一个文件夹，再点“上课使用”。
# $folder：文件夹路径；$lessons、$puzzles：其中使用的课数和题数。
app-class-folder-summary = { $folder }：{ $lessons } 课，{ $puzzles } 道题
# $folder：文件夹路径。
app-class-folder-missing = ✗ 找不到：{ $folder }。它会留在列表里，等它回来（是不是 U 盘没插？）；点“上课不再使用”就会忘掉它。
# $file：有错误的文件路径；里面的课程和题目不会使用。
app-class-skipped-file = ✗ 没有使用，文件有错误：{ $file }
# $title：课程标题。
app-class-replaces-built-in = 使用你的“{ $title }”，代替 id 相同的自带课程。
# $title：课程标题；$folder：先加入的文件夹，这里的版本代替了那里的。
app-class-replaces-folder = 使用这个文件夹里的“{ $title }”，代替 { $folder } 里的版本。
# $title：题目标题。
app-class-puzzle-replaces-built-in = 使用你的题目“{ $title }”，代替 id 相同的自带题目。
# $title：题目标题；$folder：先加入的文件夹，这里的版本代替了那里的。
app-class-puzzle-replaces-folder = 使用这个文件夹里的题目“{ $title }”，代替 { $folder } 里的版本。
app-class-your-lesson = （你的课程）
app-class-your-copy = （你的版本，代替自带课程）
app-class-your-newer-copy = （你的版本，代替另一个文件夹里的）
app-class-your-puzzle = （你的题目）
app-class-your-puzzle-copy = （你的版本，代替自带题目）
app-class-your-newer-puzzle-copy = （你的版本，代替另一个文件夹里的）
app-class-folders-have-problems = ✗ 有上课用的课程文件夹找不到，或者有文件出错：请看“编写课程”。
## 棋盘（app-board-…）
# 斗兽棋棋子上的字。
app-board-token-rat = 鼠
app-board-token-cat = 猫
app-board-token-wolf = 狼
app-board-token-dog = 狗
app-board-token-leopard = 豹
app-board-token-tiger = 虎
app-board-token-lion = 狮
app-board-token-elephant = 象
# 读屏用的格子名称。$square：格子名，如 "c4"；$animal：动物的名字。
app-board-square-piece = { $square } { $animal }
app-board-square-water = { $square } 河
app-board-square-trap = { $square } 陷阱
app-board-square-den = { $square } 兽穴
app-board-square-land = { $square }
# 学生标记过的格子或交叉点。$label：上面那个格子或点的名称。
app-board-marked = { $label }，已标记
app-board-line-end = { $label }，一条画出的线从这里开始
app-board-wrong-mark = { $label }，✗ 不是
app-board-missed-mark = { $label }，漏掉的
app-board-look-here = { $label }，看这一块
app-board-arrow = { $label }，箭头指向 { $to }
app-board-ghost-piece = { $label }，{ $side }{ $animal }从这里出发
app-board-ghost = { $label }，提示：{ $stone } { $number ->
    [0] {""}
   *[other] 第 { $number } 手
}
# 读屏用的五子棋交叉点名称。$point：点名，如 "h8"；$kind：禁手种类。
app-board-point-black = { $point } 黑棋
app-board-point-white = { $point } 白棋
app-board-point-empty = { $point } 空
app-board-point-forbidden = { $point } 禁手 { $kind }
# 画在禁手点上的短名称（要放得进一格）。
app-board-forbidden-short-double-three = 三三
app-board-forbidden-short-double-four = 四四
app-board-forbidden-short-overline = 长连

## 对弈（app-play-…）
# $side：斗兽棋的一方（jungle-side-*）。
app-play-jungle-to-move = 轮到{ $side }走
app-play-computer-thinking = 电脑正在想……
app-play-opponent = 谁来当蓝方？
app-play-opponent-child = 另一位小朋友
# The computer opponent's ladder: eight levels named by the Jungle animals, weakest first.
app-play-level-ladder = 或者和电脑下：老鼠最温和，大象最厉害。
app-play-level-rat = 鼠 · 1
app-play-level-cat = 猫 · 2
app-play-level-wolf = 狼 · 3
app-play-level-dog = 狗 · 4
app-play-level-leopard = 豹 · 5
app-play-level-tiger = 虎 · 6
app-play-level-lion = 狮 · 7
app-play-level-elephant = 象 · 8
# The level picked under the row of animals; $level is its name (app-play-level-cat …).
app-play-level-chosen = 正在和电脑下：{ $level }
app-play-new-game = 新的一局
app-play-undo = 悔棋
app-play-resign = 认输
app-play-ask-resign = 认输吗？认输就是对方赢了。
app-play-ask-new-game = 不下这盘了，开始新的一盘吗？这盘棋会没有了。
app-play-ask-yes = 是的
app-play-ask-no = 不，接着下
# $limit：连续最多可以悔几步。
app-play-undo-limit = 你已经连续悔了 { $limit } 步，先走一步再悔吧。
app-play-undo-nothing = 还没有可以悔的棋。
app-play-clocks = 计时
app-play-you-play = 你执：
app-play-clock-off = 不计时
# $minutes：每方的分钟数。
app-play-clock-minutes = { $minutes } 分钟
app-play-moves = 棋谱
# $player：谁来决定（app-play-opening-first/second）；$decision：要做什么（renju-decision-*）。
app-play-renju-opening-step = { $player }：{ $decision }
# $stone：颜色（renju-stone-*）。
app-play-renju-to-move = 轮到{ $stone }下
app-play-room = 规则
app-play-room-freestyle = 无禁手（五连或更长都算赢）
app-play-room-cannot-place = 连珠：禁手点不能下
app-play-room-loses = 连珠：下了禁手就输
app-play-room-must-claim = 连珠：白方要指出禁手
app-play-room-professional = 职业开局（RIF）
app-play-renju-opponent = 谁来执白棋？
app-play-renju-opening-computer = 你先开局（第一位棋手），电脑回应开局的每一步。
app-play-pass = 停一手
app-play-claim = 指出禁手
app-play-forbidden-overlay = 显示黑棋的禁手点
app-play-move-numbers = 显示手数
app-play-opening-pick = 从 26 种开局里选一个，或者在棋盘上放前三颗子。
app-play-opening-choose = 选开局
app-play-opening-swap = 交换颜色
app-play-opening-keep = 不交换
# $count：要提供几个第五手。
app-play-opening-offers = 黑棋点出 { $count } 个第五手的位置，然后发送。
app-play-opening-send = 发送
# $stone：这位棋手现在拿的颜色（renju-stone-*）。
app-play-opening-first = 先手棋手（{ $stone }）
app-play-opening-second = 后手棋手（{ $stone }）

## 网页版（浏览器）：用浏览器的文件选择器挑选的课程文件，以及浏览器没能保存的数据。
app-author-import = 导入课程文件…
# $file：挑选的文件名；$reason：读不了的原因（英文，来自读取程序）。
app-author-import-unreadable = 无法读取 { $file }：{ $reason }

## 教师模式 → “服务器上的班级”
app-teacher-server-class = 服务器上的班级
app-server-class-help = 在班级服务器上建一个班（班名和只有您知道的密码），或用班级码和密码打开已有的班。启动服务器：qi-classroom serve
app-server-class-pin = 教师密码
app-server-class-name = 班名（新建班级时）
app-server-class-create = 新建班级
app-server-class-open = 打开这个班
app-server-class-wrong-pin = 这个班的密码不对。
app-server-class-slow-down = 密码错了太多次，请稍等再试。
app-server-class-added = 已添加 { $count } 个孩子。
app-server-class-sent = 今天的课已发到每台设备。
app-server-class-heading = 班级码 { $code } · 在投影上打开 { $url }
app-server-class-send-today = 把今天的课发给全班
app-server-class-roster = 粘贴名字，一行一个
app-server-class-add = 添加这些孩子
app-server-class-col-connected = 在线
app-server-class-col-child = 孩子
app-server-class-col-now = 正在做
app-server-class-col-stuck = 需要帮助
app-server-class-col-stars = 星星
app-server-class-col-mistakes = 错误
app-server-class-col-hints = 提示
app-server-class-col-answers = 看了答案
app-server-class-col-time = 用时
app-server-class-col-puzzles = 题目
# $tries、$hints：所有题目加起来的次数。
app-server-class-tries-hints = 做了 { $tries } 次，提示 { $hints } 次
# $solved：解开了几道；$tried：做了几道。
app-server-class-solved-of = { $tried } 道里解开 { $solved } 道
# $title：题目；$solved：yes 或 no；$tries、$hints：次数。
app-server-class-puzzle-line = { $title }：{ $solved ->
        [yes] 解开了
       *[no] 还没解开
    }，做了 { $tries } 次，用了 { $hints } 次提示
app-server-class-presence-unknown = 不知道：服务器没有回应。
app-server-class-not-answering = 课堂服务器没有回应。它还在运行吗（qi-classroom serve）？这台电脑连上学校的网络了吗？在它回应之前，孩子们的圆点是灰色的，看到的是之前的情况；孩子们的平板会保存成绩，稍后再发送。
app-server-class-minutes = { $minutes } 分钟
app-server-class-connected = 这个孩子的设备在线。
app-server-class-not-connected = 最近一分钟没有连接。
app-server-class-stuck = ⚠ 卡住了
app-server-class-lock = 让平板只显示今天的任务
app-server-class-hints-locked = 关闭提示
app-server-class-col-data = 数据
app-server-class-export-child = 导出
app-server-class-delete-child = 删除…
app-server-class-confirm-delete = 删除 { $name } 及其全部学习记录吗？删除后无法恢复。
app-server-class-confirm-delete-yes = 是的，删除
app-server-class-confirm-no = 不，保留
app-server-class-deleted = 已从服务器删除 { $name } 及其全部学习记录。
app-server-class-export-folder = 文件保存到（文件夹）
app-server-class-csv = 保存全班进度（CSV）
app-server-class-retention = 学习记录保留（天）
app-server-class-retention-set = 设定
app-server-class-retention-done = 服务器现在把每个孩子的学习记录保留 { $days } 天。
app-server-class-archive = 归档这个班级（学期结束）…
app-server-class-confirm-archive = 归档班级 { $code } 吗？归档后平板不能再加入或发送学习记录，这里仍能查看成绩。
app-server-class-confirm-archive-yes = 是的，归档
app-server-class-archived = 班级已归档。
## 课程步骤的教师提示，只在投影画面上显示。
app-teacher-note-heading = 给老师
app-guide-heading = 本课教师指南
app-guide-aims = 教学目标
app-guide-minutes = { $minutes } 分钟
app-guide-materials = 准备材料
app-guide-warm-up = 谈话导入
app-guide-script = 教学过程：一步一步怎么说
app-guide-mistakes = 常见错误和回应
app-guide-closing = 结束提问（你问我答）
app-guide-follow-up = 课后练习题

## 孩子设备上的“全班一起答”：老师把一个棋盘开给全班。
app-teach-question-title = 老师问大家
app-teach-question-ask-move = 你会怎么走？走一步棋。
app-teach-question-ask-point = 你会下在哪里？点一个交叉点。
app-teach-question-ask-marks = 把每个格子都标出来，再点“好了”。
app-teach-question-done = 好了
app-teach-question-sending = 正在交答案……
app-teach-question-taken = 答案交上了。老师关闭之前还可以改。
app-teach-question-closed = 老师关闭了这个问题。
app-teach-question-revealed = 这是正确答案。
app-teach-question-back = 回到我的练习

## 教师模式“服务器上的班级”里的“全班一起答”：把一个棋盘开给全班。
app-teach-board-heading = 全班一起答
app-teach-board-open = 开给全班
app-teach-board-discuss = 讨论半途棋：
app-teach-board-discuss-open = 打开来讨论
app-teach-board-discuss-good = 可以讨论的好棋和理由：
app-teach-board-close = 关闭
app-teach-board-reveal = 显示答案
app-teach-board-names = 显示名字
app-teach-board-answered = { $connected } 人在线，{ $answered } 人已答
app-teach-board-waiting = 还没答：{ $names }
app-teach-board-right = 正确
app-teach-board-legal = 可以走，但不对
app-teach-board-illegal = 不能走
app-teach-board-row = { $answer } ×{ $count }：{ $verdict } { $reason }
# A refused answer's reason beside its row ($reason: a sentence).
app-teach-board-row-reason = —— { $reason }
app-teach-board-refused = { $reason ->
    [position-not-legal] 这个棋盘不是真实对局能走出来的（或者棋局已经结束了），所以不能出题。
    [position-differs-from-source] 发出的棋盘和它所说的那一步或那道题的棋盘不一样。
    [position-not-of-the-game] 这不是这种棋的棋盘。
    [step-has-no-board-question] 这一步不在棋盘上提问；请选一个有棋盘的步骤。
    [unclear-source] 请选一课的一步，或者一道题，不要两个都选。
    [unusable-source] 这一步或这道题不能放到棋盘上提问。
    [unusable-step] 这一步不能用来比赛。
    [not-a-race-step] 只有排序、摆棋和找出全部的步骤可以比赛。
    [step-out-of-range] 这一课没有这一步。
    [unknown-lesson] 服务器上没有这一课。
    [unknown-puzzle] 服务器上没有这道题。
    [unknown-question] 服务器已经不知道这个问题了。
    [unknown-race] 服务器已经不知道这场比赛了。
    [question-closed] 这个问题已经结束了。
    [race-ended] 这场比赛已经结束了。
    [question-id-taken] 这个名字的问题已经问过了；请再试一次。
    [race-id-taken] 这个名字的比赛已经开始过了；请再试一次。
    [bad-question-id] 问题的名字不能用；请再试一次。
    [bad-race-id] 比赛的名字不能用；请再试一次。
    [message-too-large] 一次发送的内容太多了。
    [not-a-command] 服务器看不懂这个请求；可能应用比服务器旧。
    [server-busy] 服务器正忙；请稍后再试。
    [storage-unavailable] 服务器现在存不下；请稍后再试。
   *[other] 服务器拒绝了（{ $reason }）。
  }
# The teach board's tally on the board: $count children gave this answer; $verdict is right / allowed, not right / not allowed.
app-teach-board-badge = { $count } 人这样答：{ $verdict }
# A marked square of a find-all question: $count children marked it; $right is yes when it belongs to the right answer.
app-teach-board-mark-badge = { $count } 人标了这里：{ $right ->
    [yes] 是答案
   *[other] 不是答案
  }
## The teach board: a board set up by hand.
app-board-setup-toggle = 自己摆一个棋盘
app-board-setup-empty = 清空棋盘
app-board-setup-start = 开局摆法
# A piece to place: $side is Red or Blue, $animal the animal's name.
app-board-setup-piece = { $side }{ $animal }
# A stone to place: $stone is Black or White.
app-board-setup-stone = { $stone }
app-board-setup-remove = 拿走
app-board-setup-to-move = 轮到：
app-board-setup-rule-renju = 连珠（黑方有禁手）
app-board-setup-rule-freestyle = 自由五子棋（没有禁手）
app-board-setup-open = 把这个棋盘发给全班
app-board-setup-ready = 棋盘摆好了，可以发给全班。
# $outcome says how the game ended, e.g. "Red wins: an animal walked into the den at d9!"
app-board-setup-over = 这个棋盘不能用来提问：棋局已经结束了。{ $outcome }
# $stone is Black or White, $point where the line is (H8).
app-board-setup-five = 这个棋盘不能用来提问：{ $stone }已经连成五子了（在 { $point }）。

## 对方这一步用名字说出来（src/i18n/narrate.rs）：给大孩子看时带格子，读出来（以及给小小孩看）时不带。
## $animal、$victim：动物（jungle-animal-*）；$to：格子；$way：forward、back、left、right（从走棋一方看）；
## $colour：棋子颜色（renju-stone-*）；$point：交叉点；$count：一条线上几颗子；$where：棋盘的哪一块。
said-someone = 动物
said-if-played = 如果这样走：{ $told }
said-place-animal = { $animal }
said-place-river = 小河
said-place-trap = 陷阱
said-place-den = 兽穴
said-place-shown = 棋盘上标出的格子
said-place-point = 棋盘上标出的点
said-jungle-capture = { $animal }吃掉了你的{ $victim }（{ $to }）。
    .spoken = { $animal }吃掉了你的{ $victim }。
said-jungle-jump = { $animal }跳过了小河（{ $to }）。
    .spoken = { $animal }跳过了小河。
said-jungle-den = { $animal }走进了你的兽穴！
said-jungle-your-trap = { $animal }走进了你家旁边的陷阱（{ $to }）。
    .spoken = { $animal }走进了你家旁边的陷阱。
said-jungle-own-trap = { $animal }走进了它自己家旁边的陷阱（{ $to }）。
    .spoken = { $animal }走进了它自己家旁边的陷阱。
said-jungle-swim-in = { $animal }游进了小河（{ $to }）。
    .spoken = { $animal }游进了小河。
said-jungle-swim = { $animal }在小河里游（{ $to }）。
    .spoken = { $animal }在小河里游。
said-jungle-swim-out = { $animal }从小河里爬上岸（{ $to }）。
    .spoken = { $animal }从小河里爬上岸。
said-jungle-step = { $animal }{ $way ->
        [forward] 向前
        [back] 向后
        [left] 向左
       *[right] 向右
    }走了一步（{ $to }）。
    .spoken = { $animal }{ $way ->
        [forward] 向前
        [back] 向后
        [left] 向左
       *[right] 向右
    }走了一步。
said-renju-five = { $colour }连成了五个（{ $point }）。
    .spoken = { $colour }连成了五个。
said-renju-block = { $colour }挡住了你的{ $count }个子（{ $point }）。
    .spoken = { $colour }挡住了你的{ $count }个子。
said-renju-line = { $colour }连成了{ $count }个（{ $point }）。
    .spoken = { $colour }连成了{ $count }个。
said-renju-next-to-yours = { $colour }下在你的棋子旁边（{ $point }）。
    .spoken = { $colour }下在你的棋子旁边。
said-renju-next-to-own = { $colour }下在自己的棋子旁边（{ $point }）。
    .spoken = { $colour }下在自己的棋子旁边。
said-renju-place = { $colour }下在{ $where ->
        [middle] 中间
        [top-left] 左上角
        [top] 上边
        [top-right] 右上角
        [left] 左边
        [right] 右边
        [bottom-left] 左下角
        [bottom] 下边
       *[bottom-right] 右下角
    }（{ $point }）。
    .spoken = { $colour }下在{ $where ->
        [middle] 中间
        [top-left] 左上角
        [top] 上边
        [top-right] 右上角
        [left] 左边
        [right] 右边
        [bottom-left] 左下角
        [bottom] 下边
       *[bottom-right] 右下角
    }。

## 和同学在两台设备上对弈（issue #40）。$colour / $winner：一方的名字（“红方”“黑方”）；$reason：服务器给的原因。
app-room-title = 和同学下一盘
app-room-you-play = 你执{ $colour }
app-room-your-turn = 轮到你了！
app-room-their-turn = 轮到同学走，请稍等…
app-room-turn-of = 轮到{ $colour }
app-room-sending = 正在发送你的棋…
app-room-you-won = 你赢了！
app-room-you-lost = 这一盘同学赢了。
app-room-you-drew = 和棋！
app-room-over-won = { $winner }胜（{ $reason }）。
app-room-over-draw = 这盘棋是和棋。
app-room-back = 回到我的练习
app-room-resign = 认输
app-room-resign-confirm = 你真的要认输吗？
app-room-resign-yes = 是，认输
app-room-resign-no = 不，接着下
app-room-offer-draw = 提和
app-room-ask-undo = 请求悔棋
app-room-offer-waiting = 等同学回答…
app-room-offer-draw-asked = 同学提出和棋，你同意吗？
app-room-offer-undo-asked = 同学想悔一步棋，你同意吗？
app-room-accept = 同意
app-room-decline = 不同意
app-room-claim = 禁手!
app-room-undo-declined = 同学不同意，这步棋不能悔。
app-room-draw-declined = 同学不同意和棋，接着下。
app-room-undone = 已经悔了一步棋。
app-room-wait-sending = 等一下，你的棋正在发送。
app-room-answer-first = 先回答同学：同意还是不同意？
app-room-refused-other = 不允许（{ $reason }）。
app-room-refused-not-your-turn = 等一下，现在轮到同学走。
app-room-refused-not-seated = 你不在这盘棋里。
app-room-refused-unknown-room = 这盘棋已经不在了。
app-room-refused-game-over = 这盘棋已经结束了。
app-room-refused-not-a-move = 这不是一步棋。
app-room-refused-not-a-point = 这不是棋盘上的点。
app-room-refused-not-a-command = 服务器没看懂。
app-room-refused-bad-action-id = 服务器没看懂。
app-room-refused-offer-pending = 先回答等待中的请求。
app-room-refused-nothing-to-answer = 现在没有要回答的请求。
app-room-refused-own-offer = 你的请求要由同学来回答。
app-room-refused-nothing-to-undo = 你还没有可以悔的棋。
app-room-refused-nothing-to-claim = 不是禁手：黑方刚才那步是允许的，接着下！
app-room-refused-claim-too-late = 太晚了：禁手没有马上指出，这颗子就算数了。
app-room-refused-message-too-large = 一次发给服务器的东西太多了。
app-room-refused-too-many-messages = 慢一点！点得太快了。
app-room-refused-storage-unavailable = 服务器现在存不了棋局，过一会儿再试。
app-room-refused-server-busy = 服务器正忙，过一会儿再试。
app-room-refused-occupied = 那个点上已经有棋子了。
app-room-refused-forbidden-point = 黑方不能下在那里：那是禁手点。
app-room-refused-repetition-limit = 这步棋重复太多次了，换一步吧。
app-room-title-teacher = 和老师下一盘
app-room-title-child = 车轮战对局
app-room-their-turn-teacher = 轮到老师了，请稍等……
app-room-their-turn-child = 轮到小朋友了。
app-room-you-lost-teacher = 这次老师赢了。
app-room-you-lost-child = 这盘小朋友赢了。
app-room-refused-not-your-turn-teacher = 等一等：现在轮到老师。
app-room-refused-not-your-turn-child = 等一等：现在轮到小朋友。
app-room-refused-first-stone-not-centre = 第一颗棋子要下在天元（正中间）。
app-room-refused-not-next-to-centre = 这颗棋子要紧挨着中间的棋子。
app-room-refused-outside-zone = 这颗棋子要下在棋盘中间的方框里。
app-room-refused-not-an-offer = 请点一个有标记的点。
app-room-refused-wrong-offer-count = 标记的点要正好是要求的个数。
app-room-refused-symmetric-offer = 有两个标记点是对称的，换一个点吧。
app-room-refused-wrong-action = 这不是开局现在要你做的事。
app-room-refused-opening-finished = 开局已经结束了。
app-room-refused-time-out = 你的时间用完了。
app-room-refused-clock-running = 钟上还有时间。
## 设备对弈中的连珠开局。$stone：棋子名；$where：app-room-opening-zone-*；$size、$count：数字；$decision：renju-decision-*。
app-room-opening-rule-rif = 开局：三手交换、五手两打
app-room-opening-rule-yamaguchi = 开局：山口规则
app-room-opening-rule-tarannikov = 开局：Tarannikov 规则
app-room-opening-rule-swap1 = 开局：交换规则
app-room-opening-rule-swap2 = 开局：二次交换规则
app-room-opening-rule-chinese-basic = 开局：先下天元
app-room-opening-place = 下一颗{ $stone }，{ $where }。
app-room-opening-zone-centre = 下在天元（正中间）
app-room-opening-zone-next-to-centre = 紧挨着中间的棋子
app-room-opening-zone-square = 下在中间的 { $size }×{ $size } 方框里
app-room-opening-zone-anywhere = 下在任何空点
app-room-opening-offer = 点 { $count } 个黑方第五手可以下的点，然后发送。
app-room-opening-swap-or-keep = 你要交换颜色，还是保持不变？
app-room-opening-declare-offers = 你要给几个第五手的选点？
app-room-opening-pick-offer = 点一个有标记的点：黑方第五手就下在那里。
app-room-opening-choose-colour = 选你的颜色：黑棋还是白棋？
app-room-opening-swap2-choice = 选黑棋、选白棋，或者再下两颗棋子。
app-room-opening-place-two-more = 再下两颗
app-room-opening-wait = 同学正在决定：{ $decision }。
app-room-opening-use-buttons = 请用棋盘上面的按钮回答。
app-room-clock-low = 时间不多了，下快一点！
## 小朋友请同学下棋。$name：名字；$game：app-rooms-game-*。
app-invite-button = 和同学下棋
app-invite-title = 和同学下棋
app-invite-who = 你想和谁下棋？
app-invite-which-game = 下哪种棋？
app-invite-incoming = { $name }请你下一盘{ $game }！
app-invite-accept = 好，一起下！
app-invite-decline = 现在不下
app-invite-waiting = 等{ $name }回答……
app-invite-declined = { $name }说现在不下。下次再来！
app-invite-expired = 没有人回答。过一会儿再试试。
app-invite-someone = 一位同学
app-invite-back = 返回
app-invite-refused-invitations-off = 老师现在关掉了这个功能。
app-invite-refused-invitation-open = 你已经请了一位同学，等他回答吧。
app-invite-refused-too-many-invitations = 发出的请求太多了，等一分钟吧。
app-invite-refused-not-in-class = 这位小朋友不在这个班里。
app-invite-refused-unknown-invitation = 这个请求已经结束了。
app-invite-refused-not-invited = 这个请求是给别人的。
app-invite-refused-bad-players = 请找一位同学，不是你自己。

## 教师模式：孩子们设备之间的对局（issue #40）。$name：孩子的名字；$colour：一方的名字。
app-rooms-title = 设备之间的对局
app-rooms-game-jungle = 斗兽棋
app-rooms-game-renju = 五子棋
app-rooms-preset-classroom = 课堂规则
app-rooms-preset-competition = 比赛规则
app-rooms-opening-none = 自由开局
app-rooms-opening-rif = 三手交换、五手两打
app-rooms-opening-swap2 = 二次交换开局
app-rooms-clock = 棋钟：
app-rooms-clock-none = 不计时
# $minutes：数字
app-rooms-clock-minutes = 每方 { $minutes } 分钟
app-rooms-invitations-open = 小朋友可以请同学下棋
app-rooms-pair-class = 全班配对
app-rooms-pick-child = 选一个孩子
app-rooms-pair-two = 让这两人对弈
app-rooms-none = 还没有对局。
app-rooms-all-boards = 所有棋盘
app-rooms-open-large = 放大
app-rooms-player = { $name }（{ $colour }）
app-rooms-refused-bad-rules = 服务器不接受这些规则。
app-rooms-refused-bad-players = 请选两个不同的孩子。
app-rooms-refused-not-in-class = 这个孩子不在本班。
app-rooms-refused-too-few-players = 人数不够，无法配对。
app-rooms-refused-teachers-only = 只有老师可以配对。
app-rooms-finished = 全班的对局
app-rooms-refresh = 显示对局
app-rooms-games-failed = 没能从服务器取到对局。
app-rooms-game-playing = 还在下
app-rooms-refused-unknown-tournament = 服务器不知道这个比赛。
app-rooms-refused-round-not-finished = 这一轮还有对局没有下完。
app-rooms-refused-all-rounds-played = 所有轮次都下完了。
app-rooms-refused-no-pairing-left = 没有新的配对可以再下一轮了。
app-rooms-refused-too-many-players = 一次车轮战的棋盘太多了（最多 40 盘）。
app-rooms-refused-not-a-simul = 这盘棋不是你的车轮战对局。
app-rooms-tab-boards = 配对和观看
app-tournament-title = 班级比赛
app-tournament-whole-class = 全班
app-tournament-chosen = 勾选的孩子
app-tournament-start = 开始比赛
app-tournament-round-robin = 循环赛：{ $count } 个孩子，每两人都下一盘。
app-tournament-swiss = 瑞士制：{ $count } 个孩子，按积分配对，同样两人不再相遇。
app-tournament-next-round = 开始下一轮
app-tournament-round-playing = 这一轮的对局都下完后才能开始下一轮。
app-tournament-all-played = 所有轮次都下完了。
app-tournament-round = 第 { $round } 轮
app-tournament-board = 第 { $board } 台
app-tournament-playing = 正在下…
app-tournament-won = { $name } 胜
app-tournament-drawn = 和棋
app-tournament-bye = 本轮轮空（得 1 分）。
app-tournament-standings = 第 { $round } 轮后的排名
app-tournament-place = 名次
app-tournament-child = 孩子
app-tournament-points = 积分
app-tournament-played = 盘数
app-tournament-tie-break-buchholz = 对手分（Buchholz）
app-tournament-tie-break-buchholz-explained = 积分相同时，对手分（下过的每个对手的积分之和）高的排在前面。
app-tournament-tie-break-sonneborn-berger = 索伯分（Sonneborn–Berger）
app-tournament-tie-break-sonneborn-berger-explained = 积分相同时，索伯分（赢过的对手的积分，加上和过的对手积分的一半）高的排在前面。
app-simul-title = 车轮战
app-simul-teacher = 老师
app-simul-teacher-first = 我先走
app-simul-teacher-second = 孩子们先走
app-simul-start = 和全班开始车轮战
app-simul-none = 还没有车轮战：开始后，每个孩子都有一盘棋和你下。
app-simul-your-move = { $count ->
    [0] 没有棋盘在等你：孩子们在想。
   *[other] 有 { $count } 盘棋轮到你走。
}
app-simul-board = 第 { $board } 盘：{ $name }
app-simul-waits = 轮到你走
app-simul-play-here = 在这盘走
app-simul-restart = 这盘重新开始
app-simul-restart-confirm = 让 { $name } 的这盘棋从第一步重新开始吗？
app-simul-restart-yes = 是，重新开始
app-simul-restart-no = 不
