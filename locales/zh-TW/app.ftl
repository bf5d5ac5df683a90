# app messages (zh-TW): the classroom app's screens.

# The window title and the name shown in the top bar.
app-title = 棋課堂

## Navigation buttons.
app-nav-home = 首頁
app-nav-settings = 設定
app-nav-teacher = 老師
app-nav-author = 編寫課程
app-nav-lessons = 上課
app-nav-puzzles = 做題目
app-nav-play = 下棋

## Home screen.
app-home-choose-game = 今天要下什麼棋？
app-home-what-next = 你想做什麼？

## Profiles: several children share one computer; no passwords.
app-profiles-heading = 誰來下棋？
app-profiles-none = 還沒有人，快來新增自己吧！
app-profiles-add = 新增小朋友
app-profiles-edit = 修改
app-profiles-remove = 刪除
# $name: the child's name.
app-profiles-remove-confirm = 要刪除{ $name }嗎？{ $name }的所有星星也會一起刪除。
app-profiles-yes-remove = 確定刪除
app-profile-name = 名字
app-profile-avatar = 選一隻小動物
app-profile-age = 年齡
app-profile-age-young = 4–6 歲
app-profile-age-middle = 7–9 歲
app-profile-age-older = 10–12 歲
app-profile-name-empty = 請輸入名字。
# $name: the child's name.
app-profile-playing = 正在下棋：{ $name }
app-profile-nobody = 請選擇誰來下棋
app-save = 儲存
app-cancel = 取消

## Avatar animals (also read out by screen readers).
app-avatar-rat = 老鼠
app-avatar-cat = 小貓
app-avatar-dog = 小狗
app-avatar-wolf = 狼
app-avatar-leopard = 豹
app-avatar-tiger = 老虎
app-avatar-lion = 獅子
app-avatar-elephant = 大象
app-avatar-panda = 貓熊
app-avatar-rabbit = 小兔子
app-avatar-monkey = 小猴子
app-avatar-frog = 青蛙

## Settings screen.
app-settings-heading = 設定
app-settings-language = 語言
# Each language's own name, the same in every locale.
app-language-zh-cn = 简体中文
app-language-zh-tw = 繁體中文
app-language-en = English
app-settings-colour-blind = 色盲友善配色（除了顏色，也用形狀和 ✓ ✗ 表示）
app-settings-text-size = 文字大小
app-text-size-small = 小
app-text-size-normal = 中
app-text-size-large = 大
app-text-size-huge = 特大
app-settings-sound = 聲音
app-speak = 讀出來
app-speak-no-voice = 這台裝置沒有這種語言的聲音，喇叭按鈕已經藏起來了。
app-settings-speak-by-itself = 新的說明、提示和對錯自動讀出來
app-settings-theme = 棋盤顏色
app-theme-garden = 花園
app-theme-meadow = 草地
app-theme-high-contrast = 高對比
app-sound-moves = 走棋
app-sound-right = 答對
app-sound-wrong = 答錯
app-sound-win = 勝利
app-settings-teacher-mode = 教師模式
app-settings-hints-locked = 關閉孩子們螢幕上的提示（投影上的提示由你決定何時顯示）
app-hints-closed = 提示關著呢，問問老師吧！
app-settings-practice = 練習題
app-settings-practice-target = 挑選的題目應能做對
# $percent: a whole number 50–90.
app-settings-percent = { $percent }% 的時候
app-settings-practice-streak = 提供連勝挑戰（連續做對越多越好）
app-settings-practice-rush = 提供限時衝刺（和時間賽跑）
app-settings-practice-rush-length = 時長：
# $minutes: the length of a rush.
app-settings-minutes = { $minutes } 分鐘
app-teacher-pin-first = 教師模式需要密碼才能開啟。現在設一個密碼，不要讓孩子看到。
app-teacher-pin-choose = 設定教師密碼（4 到 8 位數字）
app-teacher-pin-again = 再輸入一次
app-teacher-pin-set = 儲存密碼並開啟教師模式
app-teacher-pin-digits = 密碼是 4 到 8 位數字。
app-teacher-pin-different = 兩次輸入的密碼不一樣，請再輸入一次。
app-teacher-pin-enter = 教師密碼
app-teacher-pin-unlock = 開啟教師模式
app-teacher-pin-wrong = 教師密碼不對。
app-teacher-pin-wait = 密碼錯誤次數太多，請等 { $seconds } 秒。
app-teacher-pin-cancel = 取消
app-teacher-pin-class = 這台裝置在班級裡：請輸入建班時設的班級教師密碼。
app-teacher-pin-checking = 正在請班級伺服器核對……
app-teacher-pin-no-server = 班級伺服器沒有回應，現在打不開教師模式。

## Screens still being built. $game: the chosen game's name.

## Problems with saved data (read by the teacher).
app-storage-heading = 儲存的資料出了問題
app-storage-no-data-dir = 找不到儲存進度的資料夾，進度將不會被儲存。
# $path: the file; $reason: the operating system's description.
app-storage-io = 無法讀寫 { $path }：{ $reason }
# $path: the damaged file; $kept: where it was moved; $reason: what was wrong.
app-storage-corrupt = { $path } 無法讀取（{ $reason }）。原檔案已保留為 { $kept }；如果有備份，已改用備份。
# $path: the file; $kept: where it was moved; $found and $supported: format version numbers.
app-storage-too-new = { $path } 是由較新版本的程式儲存的（格式 { $found }，本程式最多支援 { $supported }）。原檔案已保留為 { $kept }。
app-storage-in-use = 另一個棋課堂視窗已經在使用 { $path } 裡儲存的進度。這個視窗可以看，但在這裡做的都不會儲存：請關掉它，用另一個視窗。
app-storage-repaired-repeated-id = { $path }：兩個小朋友的編號都是 { $id }；第二個小朋友的編號改成了 { $new }（名字和頭像不變）。
app-storage-repaired-unknown-active = { $path }：上次選的小朋友（編號 { $id }）不在名單裡；請重新選是誰在玩。
app-storage-repaired-stars = { $path }：課程 { $lesson } 的步驟 { $step } 記了 { $stars } 顆星；最多 3 顆，已改成 3 顆。
app-storage-repaired-counter = { $path }：新編號的計數（{ $found }）落在已用編號後面，已經往後調了。
app-storage-dismiss = 知道了

## 課程播放（src/app/lessons）。
app-lesson-back-to-list = ◀ 全部課程
app-back-to-today = ◀ 今天的任務
# $stars：這一課得到的星星；$possible：最多能得幾顆（每道題 3 顆）。
app-lesson-stars-earned = ★ { $stars } / { $possible }
# $step：目前第幾步，從 1 開始；$count：一共幾步。
app-lesson-step-of = 第 { $step } 步，共 { $count } 步
app-lesson-empty = 這一課還沒有內容。
app-lesson-search = 找一課
app-lesson-search-hint = 標題裡的一個詞，例如：河
# $from、$to：適合的最小和最大年齡。
app-lesson-ages = { $from }–{ $to } 歲
# $query：老師輸入的內容。
app-lesson-none-fit = 沒有和「{ $query }」相符的課。
app-lesson-show-all = 顯示全部課程
app-celebration = 太棒了！
app-lesson-next = 下一頁
app-lesson-yes = ✓ 可以
app-lesson-no = ✗ 不行
app-lesson-check = 檢查答案
app-lesson-order-help = 把動物按從強到弱排好：拖動卡片，或是點 ◀ 和 ▶。
# $animal：動物名（jungle-animal-*）。
app-lesson-move-earlier = 把{ $animal }往左移
# $animal：動物名（jungle-animal-*）。
app-lesson-move-later = 把{ $animal }往右移
# $seconds：這一步開始後過了幾秒。
app-lesson-timer = ◷ { $seconds } 秒
# $side：陣營名（jungle-side-*）；$animal：動物名（jungle-animal-*）。
app-lesson-pick-piece = 選{ $side }的{ $animal }
app-lesson-finished = 我都擺好了
app-lesson-move-help = 先點要走的動物，再點牠要去的格子。
app-lesson-mark-help = 點格子做記號，再點一下取消。然後檢查答案。
app-lesson-stone-help = 點一下要放棋子的地方。
app-lesson-not-forbidden = 不是禁手
app-lesson-hint = ☞ 提示
app-lesson-previous-step = ◀ 上一步
app-lesson-next-step = 下一步 ▶
app-lesson-finished-all = ★ 這一課學完了！

## 做題（src/app/puzzles）。
app-puzzle-back-to-list = ◀ 全部題目
app-puzzle-theme = 思路
app-puzzle-difficulty = 難度
# $level：1（最容易）到 5。
app-puzzle-level = 第 { $level } 級
app-puzzle-all = 全部
app-puzzle-made-by = 出題人
app-puzzle-made-by-people = 老師
app-puzzle-made-by-computer = 電腦（已驗證）
app-puzzle-replay-failed = 只看還沒解出來的
app-puzzle-status-solved = ✓ 解出來了
# $attempts：試了幾次。
app-puzzle-status-tried = ✗ 還沒解出來（試了 { $attempts } 次）
app-puzzle-status-new = 新題
app-puzzle-unreadable = 這道題的檔案有錯，沒辦法做。請告訴老師。
# Shown with a spinner while the puzzle is worked out (for Renju up to a second).
app-puzzle-thinking = 電腦正在準備這道題……
# $moves：還能走幾步。
app-puzzle-moves-left = { $moves } 步之內取勝。
# What the learner must do, where a move count would not be exact.
app-puzzle-goal-defend = 擋住對方的進攻！走對一步就夠了。
app-puzzle-goal-vct = 用活三和衝四進攻，贏下這盤棋。
# The exact count of a VCT puzzle's own moves to the five against the best defence.
app-puzzle-goal-vct-moves = 用活三和衝四進攻：{ $moves } 步取勝。
app-puzzle-goal-vcf = 每一步都衝四，贏下這盤棋。
app-puzzle-goal-forbidden-trap = 逼黑棋只能擋在禁手點上。
# $side：做題的一方或棋子顏色（jungle-side-*、renju-stone-*）。
app-puzzle-you-play = 你是{ $side }。
app-puzzle-hint = ☞ 提示
app-puzzle-show-solution = 看答案
app-puzzle-retry = ↺ 再試一次
app-puzzle-next = 下一題 ▶
app-practice-next = ▶ 給我一道題
# $count: puzzles due for review.
app-practice-review = ↺ 再試一次：{ $count }
app-practice-streak = ⚡ 連勝挑戰
app-practice-rush = ◷ 限時衝刺
# $count: the child's best streak or rush.
app-practice-best = 你的最好成績：{ $count }
# $count: puzzles solved in a row so far.
app-run-streak-count = ⚡ 連對 { $count } 題
# $time: minutes:seconds left; $solved, $missed: puzzles so far.
app-run-rush-status = ◷ { $time }   ✓ { $solved }   ✗ { $missed }
# $count: puzzles solved in the streak.
app-run-streak-over = 你連續做對了 { $count } 題！
# $count: puzzles solved in the rush.
app-run-rush-over = 衝刺結束！你做對了 { $count } 題。
app-run-new-best = ★ 你的最好成績！
app-run-again = ↻ 再來一次
app-puzzle-none-fit = 沒有符合這些條件的題目。
app-puzzle-show-all = 顯示全部題目

## 老師模式（src/app/teacher）。
app-teacher-playlist = 今天的課
app-teacher-projector = 投影
app-teacher-class = 全班進度
app-teacher-playlist-help = 勾選今天要上的課和題目（兩種棋都可以），用 ▲ ▼ 排好順序。每次修改都會自動儲存。
app-teacher-playlist-empty = 還沒有選：請在「加到課單裡」勾選課或題目（老師 → 今天的課）。
app-playlist-default-name = 今天
app-playlist-saved = 課單：
app-playlist-new-name = 新課單的名字
app-playlist-new = + 新增課單
app-playlist-name = 這個課單的名字
# $name：課單的名字。
app-playlist-delete-ask = 刪除「{ $name }」嗎？
app-playlist-delete-yes = 是的，刪除
app-playlist-delete-no = 不，留著
app-playlist-delete = 刪除這個課單
app-playlist-on-home = 在孩子們的首頁上顯示這個課單（今天的任務）
app-playlist-in-list = 課單裡有
app-playlist-add = 加到課單裡
# $title：課或題的標題。
app-playlist-move-up = 往前：{ $title }
app-playlist-move-down = 往後：{ $title }
app-playlist-remove = 拿掉：{ $title }
# $set：題目檔案的名字；$count：有幾道題。
app-playlist-puzzle-set = 題目「{ $set }」（{ $count } 道）
app-playlist-add-all = + 全部加上
app-teacher-previous-lesson = ◀ 上一課
app-teacher-next-lesson = 下一課 ▶
app-teacher-projector-puzzle = 題目：{ $title }（全班一起做，不記成績）
app-teacher-reveal-hints = 顯示提示
app-teacher-hide-hints = 隱藏提示
app-teacher-reveal-answer = 顯示答案
app-teacher-full-screen = 全螢幕
app-teacher-leave-full-screen = 離開全螢幕（Esc）
app-teacher-column-name = 名字
app-teacher-column-stars = 課程星星
app-teacher-column-steps = 學完的步數
app-teacher-column-solved = 解出的題目
app-teacher-column-attempts = 做題次數
app-teacher-column-hints = 用過的提示
app-teacher-column-answers = 看過答案
app-teacher-column-minutes = 用時（分鐘）
app-teacher-practice-heading = 練習題：{ $game }
app-teacher-practice-child = 孩子
app-teacher-practice-rating = 等級分
app-teacher-practice-trend = 最近 10 題
app-teacher-practice-solved = 做對
app-teacher-practice-strong = 擅長
app-teacher-practice-weak = 需要多練
# $points: rating points gained.
app-teacher-practice-up = ↑ { $points }
# $points: rating points lost.
app-teacher-practice-down = ↓ { $points }
app-teacher-practice-flat = –
app-teacher-export-path = CSV 檔案
app-teacher-export = 匯出 CSV
# $path：寫入的檔案。
app-teacher-export-done = ✓ 已儲存到 { $path }。
# $path：檔案；$reason：系統給的錯誤。
app-teacher-export-failed = ✗ 無法儲存 { $path }：{ $reason }

## 編寫課程（src/app/author）。
app-author-folder = 課程資料夾
app-author-open = 開啟
app-author-help = 輸入放課程檔案的資料夾路徑，再點「開啟」。檔案儲存後會自動重新讀取。
app-author-close-preview = ◀ 回到檔案
# $files：讀了幾個檔案；$reloads：儲存後重新讀取了幾次。
app-author-loaded = 讀了 { $files } 個檔案，重新讀取 { $reloads } 次。
# $step：第幾步，從 1 開始。
app-author-preview-step = 第 { $step } 步

## 上課用的課程資料夾（src/app/author，也顯示在「上課」和「今天的課」裡）。
app-class-use = 上課使用
app-class-stop = 上課不再使用
app-class-rule = 裡面的課程和題目會加入「上課」的課程列表、「做題目」和「今天的課」。如果課程或題目的 id 和內建的一樣，就用你的版本取代內建的；有錯誤的檔案不會使用。
# $lessons、$puzzles：這個資料夾裡有幾課、幾道題在上課時使用。
app-class-in-class = ✓ 上課使用中：這個資料夾裡的 { $lessons } 課、{ $puzzles } 道題。
app-class-heading = 上課使用的資料夾
app-class-none = 還沒有上課使用的資料夾：在上面開啟一個資料夾，再點「上課使用」。
# $folder：資料夾路徑；$lessons、$puzzles：其中使用的課數和題數。
app-class-folder-summary = { $folder }：{ $lessons } 課，{ $puzzles } 道題
# $folder：資料夾路徑。
app-class-folder-missing = ✗ 找不到：{ $folder }。它會留在列表裡，等它回來（是不是隨身碟沒插？）；點「上課不再使用」就會忘掉它。
# $file：有錯誤的檔案路徑；裡面的課程和題目不會使用。
app-class-skipped-file = ✗ 沒有使用，檔案有錯誤：{ $file }
# $title：課程標題。
app-class-replaces-built-in = 使用你的「{ $title }」，取代 id 相同的內建課程。
# $title：課程標題；$folder：先加入的資料夾，這裡的版本取代了那裡的。
app-class-replaces-folder = 使用這個資料夾裡的「{ $title }」，取代 { $folder } 裡的版本。
# $title：題目標題。
app-class-puzzle-replaces-built-in = 使用你的題目「{ $title }」，取代 id 相同的內建題目。
# $title：題目標題；$folder：先加入的資料夾，這裡的版本取代了那裡的。
app-class-puzzle-replaces-folder = 使用這個資料夾裡的題目「{ $title }」，取代 { $folder } 裡的版本。
app-class-your-lesson = （你的課程）
app-class-your-copy = （你的版本，取代內建課程）
app-class-your-newer-copy = （你的版本，取代另一個資料夾裡的）
app-class-your-puzzle = （你的題目）
app-class-your-puzzle-copy = （你的版本，取代內建題目）
app-class-your-newer-puzzle-copy = （你的版本，取代另一個資料夾裡的）
app-class-folders-have-problems = ✗ 有上課用的課程資料夾找不到，或者有檔案出錯：請看「編寫課程」。
## 棋盤（app-board-…）
# 鬥獸棋棋子上的字。
app-board-token-rat = 鼠
app-board-token-cat = 貓
app-board-token-wolf = 狼
app-board-token-dog = 狗
app-board-token-leopard = 豹
app-board-token-tiger = 虎
app-board-token-lion = 獅
app-board-token-elephant = 象
# 讀屏用的格子名稱。$square：格子名，如 "c4"；$animal：動物的名字。
app-board-square-piece = { $square } { $animal }
app-board-square-water = { $square } 河
app-board-square-trap = { $square } 陷阱
app-board-square-den = { $square } 獸穴
app-board-square-land = { $square }
# 學生標記過的格子或交叉點。$label：上面那個格子或點的名稱。
app-board-marked = { $label }，已標記
app-board-line-end = { $label }，一條畫出的線從這裡開始
app-board-wrong-mark = { $label }，✗ 不是
app-board-missed-mark = { $label }，漏掉的
app-board-look-here = { $label }，看這一塊
app-board-arrow = { $label }，箭頭指向 { $to }
app-board-ghost-piece = { $label }，{ $side }{ $animal }從這裡出發
app-board-ghost = { $label }，提示：{ $stone } { $number ->
    [0] {""}
   *[other] 第 { $number } 手
}
# 讀屏用的五子棋交叉點名稱。$point：點名，如 "h8"；$kind：禁手種類。
app-board-point-black = { $point } 黑棋
app-board-point-white = { $point } 白棋
app-board-point-empty = { $point } 空
app-board-point-forbidden = { $point } 禁手 { $kind }
# 畫在禁手點上的短名稱（要放得進一格）。
app-board-forbidden-short-double-three = 三三
app-board-forbidden-short-double-four = 四四
app-board-forbidden-short-overline = 長連

## 對弈（app-play-…）
# $side：鬥獸棋的一方（jungle-side-*）。
app-play-jungle-to-move = 輪到{ $side }走
app-play-computer-thinking = 電腦正在想……
app-play-opponent = 誰來當藍方？
app-play-opponent-child = 另一位小朋友
# The computer opponent's ladder: eight levels named by the Jungle animals, weakest first.
app-play-level-ladder = 或者和電腦下：老鼠最溫和，大象最厲害。
app-play-level-rat = 鼠 · 1
app-play-level-cat = 貓 · 2
app-play-level-wolf = 狼 · 3
app-play-level-dog = 狗 · 4
app-play-level-leopard = 豹 · 5
app-play-level-tiger = 虎 · 6
app-play-level-lion = 獅 · 7
app-play-level-elephant = 象 · 8
# The level picked under the row of animals; $level is its name (app-play-level-cat …).
app-play-level-chosen = 正在和電腦下：{ $level }
app-play-new-game = 新的一局
app-play-undo = 悔棋
app-play-resign = 認輸
app-play-ask-resign = 認輸嗎？認輸就是對方贏了。
app-play-ask-new-game = 不下這盤了，開始新的一盤嗎？這盤棋會沒有了。
app-play-ask-yes = 是的
app-play-ask-no = 不，繼續下
# $limit：連續最多可以悔幾步。
app-play-undo-limit = 你已經連續悔了 { $limit } 步，先走一步再悔吧。
app-play-undo-nothing = 還沒有可以悔的棋。
app-play-clocks = 計時
app-play-you-play = 你拿：
app-play-clock-off = 不計時
# $minutes：每方的分鐘數。
app-play-clock-minutes = { $minutes } 分鐘
app-play-moves = 棋譜
# $player：誰來決定（app-play-opening-first/second）；$decision：要做什麼（renju-decision-*）。
app-play-renju-opening-step = { $player }：{ $decision }
# $stone：顏色（renju-stone-*）。
app-play-renju-to-move = 輪到{ $stone }下
app-play-room = 規則
app-play-room-freestyle = 無禁手（五連或更長都算贏）
app-play-room-cannot-place = 連珠：禁手點不能下
app-play-room-loses = 連珠：下了禁手就輸
app-play-room-must-claim = 連珠：白方要指出禁手
app-play-room-professional = 職業開局（RIF）
app-play-renju-opponent = 誰來拿白棋？
app-play-renju-opening-computer = 你先開局（第一位棋手），電腦回應開局的每一步。
app-play-pass = 停一手
app-play-claim = 指出禁手
app-play-forbidden-overlay = 顯示黑棋的禁手點
app-play-move-numbers = 顯示手數
app-play-opening-pick = 從 26 種開局裡選一個，或者在棋盤上放前三顆子。
app-play-opening-choose = 選開局
app-play-opening-swap = 交換顏色
app-play-opening-keep = 不交換
# $count：要提供幾個第五手。
app-play-opening-offers = 黑棋點出 { $count } 個第五手的位置，然後送出。
app-play-opening-send = 送出
# $stone：這位棋手現在拿的顏色（renju-stone-*）。
app-play-opening-first = 先手棋手（{ $stone }）
app-play-opening-second = 後手棋手（{ $stone }）

## 網頁版（瀏覽器）：用瀏覽器的檔案選擇器挑選的課程檔案，以及瀏覽器沒能儲存的資料。
app-author-import = 匯入課程檔案…
# $file：挑選的檔案名稱；$reason：讀不了的原因（英文，來自讀取程式）。
app-author-import-unreadable = 無法讀取 { $file }：{ $reason }

## 教師模式 → 「伺服器上的班級」
app-teacher-server-class = 伺服器上的班級
app-server-class-help = 在班級伺服器上建一個班（班名和只有您知道的密碼），或用班級碼和密碼打開已有的班。啟動伺服器：qi-classroom serve
app-server-class-pin = 教師密碼
app-server-class-name = 班名（新建班級時）
app-server-class-create = 新建班級
app-server-class-open = 打開這個班
app-server-class-wrong-pin = 這個班的密碼不對。
app-server-class-slow-down = 密碼錯了太多次，請稍等再試。
app-server-class-added = 已新增 { $count } 個孩子。
app-server-class-sent = 今天的課已發到每台裝置。
app-server-class-heading = 班級碼 { $code } · 在投影上打開 { $url }
app-server-class-send-today = 把今天的課發給全班
app-server-class-roster = 貼上名字，一行一個
app-server-class-add = 新增這些孩子
app-server-class-col-connected = 在線
app-server-class-col-child = 孩子
app-server-class-col-now = 正在做
app-server-class-col-stuck = 需要幫助
app-server-class-col-stars = 星星
app-server-class-col-mistakes = 錯誤
app-server-class-col-hints = 提示
app-server-class-col-answers = 看了答案
app-server-class-col-time = 用時
app-server-class-col-puzzles = 題目
# $tries、$hints：所有題目加起來的次數。
app-server-class-tries-hints = 做了 { $tries } 次，提示 { $hints } 次
# $solved：解開了幾道；$tried：做了幾道。
app-server-class-solved-of = { $tried } 道裡解開 { $solved } 道
# $title：題目；$solved：yes 或 no；$tries、$hints：次數。
app-server-class-puzzle-line = { $title }：{ $solved ->
        [yes] 解開了
       *[no] 還沒解開
    }，做了 { $tries } 次，用了 { $hints } 次提示
app-server-class-presence-unknown = 不知道：伺服器沒有回應。
app-server-class-not-answering = 課堂伺服器沒有回應。它還在執行嗎（qi-classroom serve）？這台電腦連上學校的網路了嗎？在它回應之前，孩子們的圓點是灰色的，看到的是之前的情況；孩子們的平板會保存成績，稍後再傳送。
app-server-class-minutes = { $minutes } 分鐘
app-server-class-connected = 這個孩子的裝置在線。
app-server-class-not-connected = 最近一分鐘沒有連線。
app-server-class-stuck = ⚠ 卡住了
app-server-class-lock = 讓平板只顯示今天的任務
app-server-class-hints-locked = 關閉提示
app-server-class-col-data = 資料
app-server-class-export-child = 匯出
app-server-class-delete-child = 刪除…
app-server-class-confirm-delete = 刪除 { $name } 及其全部學習紀錄嗎？刪除後無法復原。
app-server-class-confirm-delete-yes = 是的，刪除
app-server-class-confirm-no = 不，保留
app-server-class-deleted = 已從伺服器刪除 { $name } 及其全部學習紀錄。
app-server-class-export-folder = 檔案儲存到（資料夾）
app-server-class-csv = 儲存全班進度（CSV）
app-server-class-retention = 學習紀錄保留（天）
app-server-class-retention-set = 設定
app-server-class-retention-done = 伺服器現在把每個孩子的學習紀錄保留 { $days } 天。
app-server-class-archive = 封存這個班級（學期結束）…
app-server-class-confirm-archive = 封存班級 { $code } 嗎？封存後平板不能再加入或傳送學習紀錄，這裡仍能查看成績。
app-server-class-confirm-archive-yes = 是的，封存
app-server-class-archived = 班級已封存。
## 課程步驟的教師提示，只在投影畫面上顯示。
app-teacher-note-heading = 給老師
app-guide-heading = 本課教師指南
app-guide-aims = 教學目標
app-guide-minutes = { $minutes } 分鐘
app-guide-materials = 準備材料
app-guide-warm-up = 引起動機
app-guide-script = 教學流程：一步一步怎麼說
app-guide-mistakes = 常見錯誤和回應
app-guide-closing = 結束提問（你問我答）
app-guide-follow-up = 課後練習題

## 孩子裝置上的「全班一起答」：老師把一個棋盤開給全班。
app-teach-question-title = 老師問大家
app-teach-question-ask-move = 你會怎麼走？走一步棋。
app-teach-question-ask-point = 你會下在哪裡？點一個交叉點。
app-teach-question-ask-marks = 把每個格子都標出來，再點「好了」。
app-teach-question-done = 好了
app-teach-question-sending = 正在交答案……
app-teach-question-taken = 答案交上了。老師關閉之前還可以改。
app-teach-question-closed = 老師關閉了這個問題。
app-teach-question-revealed = 這是正確答案。
app-teach-question-back = 回到我的練習

## 教師模式「伺服器上的班級」裡的「全班一起答」：把一個棋盤開給全班。
app-teach-board-heading = 全班一起答
app-teach-board-open = 開給全班
app-teach-board-discuss = 討論半途棋：
app-teach-board-discuss-open = 打開來討論
app-teach-board-discuss-good = 可以討論的好棋和理由：
app-teach-board-close = 關閉
app-teach-board-reveal = 顯示答案
app-teach-board-names = 顯示名字
app-teach-board-answered = { $connected } 人在線，{ $answered } 人已答
app-teach-board-waiting = 還沒答：{ $names }
app-teach-board-right = 正確
app-teach-board-legal = 可以走，但不對
app-teach-board-illegal = 不能走
app-teach-board-row = { $answer } ×{ $count }：{ $verdict } { $reason }
# A refused answer's reason beside its row ($reason: a sentence).
app-teach-board-row-reason = —— { $reason }
app-teach-board-refused = { $reason ->
    [position-not-legal] 這個棋盤不是真實對局能下出來的（或者棋局已經結束了），所以不能出題。
    [position-differs-from-source] 送出的棋盤和它所說的那一步或那道題的棋盤不一樣。
    [position-not-of-the-game] 這不是這種棋的棋盤。
    [step-has-no-board-question] 這一步不在棋盤上提問；請選一個有棋盤的步驟。
    [unclear-source] 請選一課的一步，或者一道題，不要兩個都選。
    [unusable-source] 這一步或這道題不能放到棋盤上提問。
    [unusable-step] 這一步不能用來比賽。
    [not-a-race-step] 只有排序、擺棋和找出全部的步驟可以比賽。
    [step-out-of-range] 這一課沒有這一步。
    [unknown-lesson] 伺服器上沒有這一課。
    [unknown-puzzle] 伺服器上沒有這道題。
    [unknown-question] 伺服器已經不知道這個問題了。
    [unknown-race] 伺服器已經不知道這場比賽了。
    [question-closed] 這個問題已經結束了。
    [race-ended] 這場比賽已經結束了。
    [question-id-taken] 這個名字的問題已經問過了；請再試一次。
    [race-id-taken] 這個名字的比賽已經開始過了；請再試一次。
    [bad-question-id] 問題的名字不能用；請再試一次。
    [bad-race-id] 比賽的名字不能用；請再試一次。
    [message-too-large] 一次傳送的內容太多了。
    [not-a-command] 伺服器看不懂這個請求；可能應用程式比伺服器舊。
    [server-busy] 伺服器正忙；請稍後再試。
    [storage-unavailable] 伺服器現在存不下；請稍後再試。
   *[other] 伺服器拒絕了（{ $reason }）。
  }
# The teach board's tally on the board: $count children gave this answer; $verdict is right / allowed, not right / not allowed.
app-teach-board-badge = { $count } 人這樣答：{ $verdict }
# A marked square of a find-all question: $count children marked it; $right is yes when it belongs to the right answer.
app-teach-board-mark-badge = { $count } 人標了這裡：{ $right ->
    [yes] 是答案
   *[other] 不是答案
  }
## The teach board: a board set up by hand.
app-board-setup-toggle = 自己擺一個棋盤
app-board-setup-empty = 清空棋盤
app-board-setup-start = 開局擺法
# A piece to place: $side is Red or Blue, $animal the animal's name.
app-board-setup-piece = { $side }{ $animal }
# A stone to place: $stone is Black or White.
app-board-setup-stone = { $stone }
app-board-setup-remove = 拿走
app-board-setup-to-move = 輪到：
app-board-setup-rule-renju = 連珠（黑方有禁手）
app-board-setup-rule-freestyle = 自由五子棋（沒有禁手）
app-board-setup-open = 把這個棋盤發給全班
app-board-setup-ready = 棋盤擺好了，可以發給全班。
# $outcome says how the game ended, e.g. "Red wins: an animal walked into the den at d9!"
app-board-setup-over = 這個棋盤不能用來提問：棋局已經結束了。{ $outcome }
# $stone is Black or White, $point where the line is (H8).
app-board-setup-five = 這個棋盤不能用來提問：{ $stone }已經連成五子了（在 { $point }）。

## 對方這一步用名字說出來（src/i18n/narrate.rs）：給大孩子看時帶格子，讀出來（以及給小小孩看）時不帶。
## $animal、$victim：動物（jungle-animal-*）；$to：格子；$way：forward、back、left、right（從走棋一方看）；
## $colour：棋子顏色（renju-stone-*）；$point：交叉點；$count：一条線上幾顆子；$where：棋盤的哪一塊。
said-someone = 動物
said-if-played = 如果這樣走：{ $told }
said-place-animal = { $animal }
said-place-river = 小河
said-place-trap = 陷阱
said-place-den = 獸穴
said-place-shown = 棋盤上標出的格子
said-place-point = 棋盤上標出的點
said-jungle-capture = { $animal }吃掉了你的{ $victim }（{ $to }）。
    .spoken = { $animal }吃掉了你的{ $victim }。
said-jungle-jump = { $animal }跳過了小河（{ $to }）。
    .spoken = { $animal }跳過了小河。
said-jungle-den = { $animal }走進了你的獸穴！
said-jungle-your-trap = { $animal }走進了你家旁邊的陷阱（{ $to }）。
    .spoken = { $animal }走進了你家旁邊的陷阱。
said-jungle-own-trap = { $animal }走進了牠自己家旁邊的陷阱（{ $to }）。
    .spoken = { $animal }走進了牠自己家旁邊的陷阱。
said-jungle-swim-in = { $animal }游進了小河（{ $to }）。
    .spoken = { $animal }游進了小河。
said-jungle-swim = { $animal }在小河裡游（{ $to }）。
    .spoken = { $animal }在小河裡游。
said-jungle-swim-out = { $animal }從小河裡爬上岸（{ $to }）。
    .spoken = { $animal }從小河裡爬上岸。
said-jungle-step = { $animal }{ $way ->
        [forward] 向前
        [back] 向後
        [left] 向左
       *[right] 向右
    }走了一步（{ $to }）。
    .spoken = { $animal }{ $way ->
        [forward] 向前
        [back] 向後
        [left] 向左
       *[right] 向右
    }走了一步。
said-renju-five = { $colour }連成了五個（{ $point }）。
    .spoken = { $colour }連成了五個。
said-renju-block = { $colour }擋住了你的{ $count }個子（{ $point }）。
    .spoken = { $colour }擋住了你的{ $count }個子。
said-renju-line = { $colour }連成了{ $count }個（{ $point }）。
    .spoken = { $colour }連成了{ $count }個。
said-renju-next-to-yours = { $colour }下在你的棋子旁邊（{ $point }）。
    .spoken = { $colour }下在你的棋子旁邊。
said-renju-next-to-own = { $colour }下在自己的棋子旁邊（{ $point }）。
    .spoken = { $colour }下在自己的棋子旁邊。
said-renju-place = { $colour }下在{ $where ->
        [middle] 中間
        [top-left] 左上角
        [top] 上邊
        [top-right] 右上角
        [left] 左邊
        [right] 右邊
        [bottom-left] 左下角
        [bottom] 下邊
       *[bottom-right] 右下角
    }（{ $point }）。
    .spoken = { $colour }下在{ $where ->
        [middle] 中間
        [top-left] 左上角
        [top] 上邊
        [top-right] 右上角
        [left] 左邊
        [right] 右邊
        [bottom-left] 左下角
        [bottom] 下邊
       *[bottom-right] 右下角
    }。

## 和同學在兩台裝置上對弈（issue #40）。$colour / $winner：一方的名字（「紅方」「黑方」）；$reason：伺服器給的原因。
app-room-title = 和同學下一盤
app-room-you-play = 你執{ $colour }
app-room-your-turn = 輪到你了！
app-room-their-turn = 輪到同學走，請稍等…
app-room-turn-of = 輪到{ $colour }
app-room-sending = 正在傳送你的棋…
app-room-you-won = 你贏了！
app-room-you-lost = 這一盤同學贏了。
app-room-you-drew = 和棋！
app-room-over-won = { $winner }勝（{ $reason }）。
app-room-over-draw = 這盤棋是和棋。
app-room-back = 回到我的練習
app-room-resign = 認輸
app-room-resign-confirm = 你真的要認輸嗎？
app-room-resign-yes = 是，認輸
app-room-resign-no = 不，接著下
app-room-offer-draw = 提和
app-room-ask-undo = 請求悔棋
app-room-offer-waiting = 等同學回答…
app-room-offer-draw-asked = 同學提出和棋，你同意嗎？
app-room-offer-undo-asked = 同學想悔一步棋，你同意嗎？
app-room-accept = 同意
app-room-decline = 不同意
app-room-claim = 禁手!
app-room-undo-declined = 同學不同意，這步棋不能悔。
app-room-draw-declined = 同學不同意和棋，接著下。
app-room-undone = 已經悔了一步棋。
app-room-wait-sending = 等一下，你的棋正在傳送。
app-room-answer-first = 先回答同學：同意還是不同意？
app-room-refused-other = 不允許（{ $reason }）。
app-room-refused-not-your-turn = 等一下，現在輪到同學走。
app-room-refused-not-seated = 你不在這盤棋裡。
app-room-refused-unknown-room = 這盤棋已經不在了。
app-room-refused-game-over = 這盤棋已經結束了。
app-room-refused-not-a-move = 這不是一步棋。
app-room-refused-not-a-point = 這不是棋盤上的點。
app-room-refused-not-a-command = 伺服器沒看懂。
app-room-refused-bad-action-id = 伺服器沒看懂。
app-room-refused-offer-pending = 先回答等待中的請求。
app-room-refused-nothing-to-answer = 現在沒有要回答的請求。
app-room-refused-own-offer = 你的請求要由同學來回答。
app-room-refused-nothing-to-undo = 你還沒有可以悔的棋。
app-room-refused-nothing-to-claim = 不是禁手：黑方剛才那步是允許的，接著下！
app-room-refused-claim-too-late = 太晚了：禁手沒有馬上指出，這顆子就算數了。
app-room-refused-message-too-large = 一次傳給伺服器的東西太多了。
app-room-refused-too-many-messages = 慢一點！點得太快了。
app-room-refused-storage-unavailable = 伺服器現在存不了棋局，過一會兒再試。
app-room-refused-server-busy = 伺服器正忙，過一會兒再試。
app-room-refused-occupied = 那個點上已經有棋子了。
app-room-refused-forbidden-point = 黑方不能下在那裡：那是禁手點。
app-room-refused-repetition-limit = 這步棋重複太多次了，換一步吧。
app-room-title-teacher = 和老師下一盤
app-room-title-child = 車輪戰對局
app-room-their-turn-teacher = 輪到老師了，請稍等……
app-room-their-turn-child = 輪到小朋友了。
app-room-you-lost-teacher = 這次老師贏了。
app-room-you-lost-child = 這盤小朋友贏了。
app-room-refused-not-your-turn-teacher = 等一等：現在輪到老師。
app-room-refused-not-your-turn-child = 等一等：現在輪到小朋友。
app-room-refused-first-stone-not-centre = 第一顆棋子要下在天元（正中間）。
app-room-refused-not-next-to-centre = 這顆棋子要緊挨著中間的棋子。
app-room-refused-outside-zone = 這顆棋子要下在棋盤中間的方框裡。
app-room-refused-not-an-offer = 請點一個有標記的點。
app-room-refused-wrong-offer-count = 標記的點要正好是要求的個數。
app-room-refused-symmetric-offer = 有兩個標記點是對稱的，換一個點吧。
app-room-refused-wrong-action = 這不是開局現在要你做的事。
app-room-refused-opening-finished = 開局已經結束了。
app-room-refused-time-out = 你的時間用完了。
app-room-refused-clock-running = 鐘上還有時間。
## 裝置對弈中的連珠開局。$stone：棋子名；$where：app-room-opening-zone-*；$size、$count：數字；$decision：renju-decision-*。
app-room-opening-rule-rif = 開局：三手交換、五手兩打
app-room-opening-rule-yamaguchi = 開局：山口規則
app-room-opening-rule-tarannikov = 開局：Tarannikov 規則
app-room-opening-rule-swap1 = 開局：交換規則
app-room-opening-rule-swap2 = 開局：二次交換規則
app-room-opening-rule-chinese-basic = 開局：先下天元
app-room-opening-place = 下一顆{ $stone }，{ $where }。
app-room-opening-zone-centre = 下在天元（正中間）
app-room-opening-zone-next-to-centre = 緊挨著中間的棋子
app-room-opening-zone-square = 下在中間的 { $size }×{ $size } 方框裡
app-room-opening-zone-anywhere = 下在任何空點
app-room-opening-offer = 點 { $count } 個黑方第五手可以下的點，然後傳送。
app-room-opening-swap-or-keep = 你要交換顏色，還是保持不變？
app-room-opening-declare-offers = 你要給幾個第五手的選點？
app-room-opening-pick-offer = 點一個有標記的點：黑方第五手就下在那裡。
app-room-opening-choose-colour = 選你的顏色：黑棋還是白棋？
app-room-opening-swap2-choice = 選黑棋、選白棋，或者再下兩顆棋子。
app-room-opening-place-two-more = 再下兩顆
app-room-opening-wait = 同學正在決定：{ $decision }。
app-room-opening-use-buttons = 請用棋盤上面的按鈕回答。
app-room-clock-low = 時間不多了，下快一點！
## 小朋友請同學下棋。$name：名字；$game：app-rooms-game-*。
app-invite-button = 和同學下棋
app-invite-title = 和同學下棋
app-invite-who = 你想和誰下棋？
app-invite-which-game = 下哪種棋？
app-invite-incoming = { $name }請你下一盤{ $game }！
app-invite-accept = 好，一起下！
app-invite-decline = 現在不下
app-invite-waiting = 等{ $name }回答……
app-invite-declined = { $name }說現在不下。下次再來！
app-invite-expired = 沒有人回答。過一會兒再試試。
app-invite-someone = 一位同學
app-invite-back = 返回
app-invite-refused-invitations-off = 老師現在關掉了這個功能。
app-invite-refused-invitation-open = 你已經請了一位同學，等他回答吧。
app-invite-refused-too-many-invitations = 發出的請求太多了，等一分鐘吧。
app-invite-refused-not-in-class = 這位小朋友不在這個班裡。
app-invite-refused-unknown-invitation = 這個請求已經結束了。
app-invite-refused-not-invited = 這個請求是給別人的。
app-invite-refused-bad-players = 請找一位同學，不是你自己。

## 教師模式：孩子們裝置之間的對局（issue #40）。$name：孩子的名字；$colour：一方的名字。
app-rooms-title = 裝置之間的對局
app-rooms-game-jungle = 鬥獸棋
app-rooms-game-renju = 五子棋
app-rooms-preset-classroom = 課堂規則
app-rooms-preset-competition = 比賽規則
app-rooms-opening-none = 自由開局
app-rooms-opening-rif = 三手交換、五手兩打
app-rooms-opening-swap2 = 二次交換開局
app-rooms-clock = 棋鐘：
app-rooms-clock-none = 不計時
# $minutes：數字
app-rooms-clock-minutes = 每方 { $minutes } 分鐘
app-rooms-invitations-open = 小朋友可以請同學下棋
app-rooms-pair-class = 全班配對
app-rooms-pick-child = 選一個孩子
app-rooms-pair-two = 讓這兩人對弈
app-rooms-none = 還沒有對局。
app-rooms-all-boards = 所有棋盤
app-rooms-open-large = 放大
app-rooms-player = { $name }（{ $colour }）
app-rooms-refused-bad-rules = 伺服器不接受這些規則。
app-rooms-refused-bad-players = 請選兩個不同的孩子。
app-rooms-refused-not-in-class = 這個孩子不在本班。
app-rooms-refused-too-few-players = 人數不夠，無法配對。
app-rooms-refused-teachers-only = 只有老師可以配對。
app-rooms-finished = 全班的對局
app-rooms-refresh = 顯示對局
app-rooms-games-failed = 沒能從伺服器取到對局。
app-rooms-game-playing = 還在下
app-rooms-refused-unknown-tournament = 伺服器不知道這個比賽。
app-rooms-refused-round-not-finished = 這一輪還有對局沒有下完。
app-rooms-refused-all-rounds-played = 所有輪次都下完了。
app-rooms-refused-no-pairing-left = 沒有新的配對可以再下一輪了。
app-rooms-refused-too-many-players = 一次車輪戰的棋盤太多了（最多 40 盤）。
app-rooms-refused-not-a-simul = 這盤棋不是你的車輪戰對局。
app-rooms-tab-boards = 配對和觀看
app-tournament-title = 班級比賽
app-tournament-whole-class = 全班
app-tournament-chosen = 勾選的孩子
app-tournament-start = 開始比賽
app-tournament-round-robin = 循環賽：{ $count } 個孩子，每兩人都下一盤。
app-tournament-swiss = 瑞士制：{ $count } 個孩子，按積分配對，同樣兩人不再相遇。
app-tournament-next-round = 開始下一輪
app-tournament-round-playing = 這一輪的對局都下完後才能開始下一輪。
app-tournament-all-played = 所有輪次都下完了。
app-tournament-round = 第 { $round } 輪
app-tournament-board = 第 { $board } 台
app-tournament-playing = 正在下…
app-tournament-won = { $name } 勝
app-tournament-drawn = 和棋
app-tournament-bye = 本輪輪空（得 1 分）。
app-tournament-standings = 第 { $round } 輪後的排名
app-tournament-place = 名次
app-tournament-child = 孩子
app-tournament-points = 積分
app-tournament-played = 盤數
app-tournament-tie-break-buchholz = 對手分（Buchholz）
app-tournament-tie-break-buchholz-explained = 積分相同時，對手分（下過的每個對手的積分之和）高的排在前面。
app-tournament-tie-break-sonneborn-berger = 索伯分（Sonneborn–Berger）
app-tournament-tie-break-sonneborn-berger-explained = 積分相同時，索伯分（贏過的對手的積分，加上和過的對手積分的一半）高的排在前面。
app-simul-title = 車輪戰
app-simul-teacher = 老師
app-simul-teacher-first = 我先走
app-simul-teacher-second = 孩子們先走
app-simul-start = 和全班開始車輪戰
app-simul-none = 還沒有車輪戰：開始後，每個孩子都有一盤棋和你下。
app-simul-your-move = { $count ->
    [0] 沒有棋盤在等你：孩子們在想。
   *[other] 有 { $count } 盤棋輪到你走。
}
app-simul-board = 第 { $board } 盤：{ $name }
app-simul-waits = 輪到你走
app-simul-play-here = 在這盤走
app-simul-restart = 這盤重新開始
app-simul-restart-confirm = 讓 { $name } 的這盤棋從第一步重新開始嗎？
app-simul-restart-yes = 是，重新開始
app-simul-restart-no = 不
