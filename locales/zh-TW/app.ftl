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
app-profiles-remove-confirm = 要刪除{ $name }和他的所有星星嗎？
app-profiles-yes-remove = 確定刪除
app-profile-name = 名字
app-profile-avatar = 選一隻小動物
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

## The character on each avatar's round token (Chinese in every locale, like the Jungle pieces).
app-avatar-token-rat = 鼠
app-avatar-token-cat = 貓
app-avatar-token-dog = 狗
app-avatar-token-wolf = 狼
app-avatar-token-leopard = 豹
app-avatar-token-tiger = 虎
app-avatar-token-lion = 獅
app-avatar-token-elephant = 象
app-avatar-token-panda = 熊
app-avatar-token-rabbit = 兔
app-avatar-token-monkey = 猴
app-avatar-token-frog = 蛙

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
app-settings-teacher-mode = 老師模式

## Screens still being built. $game: the chosen game's name.
app-placeholder-lessons = { $game }的課程很快就會出現在這裡。
app-placeholder-puzzles = { $game }的題目很快就會出現在這裡。
app-placeholder-play = 很快就可以在這裡下{ $game }了。
app-placeholder-teacher = 老師工具（投影模式、今天的課程、全班進度）很快就會出現在這裡。
app-placeholder-author = 編寫課程的工具很快就會出現在這裡。

## Problems with saved data (read by the teacher).
app-storage-heading = 儲存的資料出了問題
app-storage-no-data-dir = 找不到儲存進度的資料夾，進度將不會被保存。
# $path: the file; $reason: the operating system's description.
app-storage-io = 無法讀寫 { $path }：{ $reason }
# $path: the damaged file; $kept: where it was moved; $reason: what was wrong.
app-storage-corrupt = { $path } 無法讀取（{ $reason }）。原檔案已保留為 { $kept }；如果有備份，已改用備份。
# $path: the file; $kept: where it was moved; $found and $supported: format version numbers.
app-storage-too-new = { $path } 是由較新版本的程式儲存的（格式 { $found }，本程式最多支援 { $supported }）。原檔案已保留為 { $kept }。
app-storage-dismiss = 知道了
