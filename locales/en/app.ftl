# app messages (en): the classroom app's screens.

# The window title and the name shown in the top bar.
app-title = Qi Classroom

## Navigation buttons.
app-nav-home = Home
app-nav-settings = Settings
app-nav-teacher = Teacher
app-nav-author = Author
app-nav-lessons = Lessons
app-nav-puzzles = Puzzles
app-nav-play = Play

## Home screen.
app-home-choose-game = Which game shall we play?
app-home-what-next = What would you like to do?

## Profiles: several children share one computer; no passwords.
app-profiles-heading = Who is playing?
app-profiles-none = No one yet. Add yourself!
app-profiles-add = Add a child
app-profiles-edit = Change
app-profiles-remove = Remove
# $name: the child's name.
app-profiles-remove-confirm = Remove { $name } and all of their stars?
app-profiles-yes-remove = Yes, remove
app-profile-name = Name
app-profile-avatar = Pick an animal
app-profile-name-empty = Please type a name.
# $name: the child's name.
app-profile-playing = Playing: { $name }
app-profile-nobody = Choose who is playing
app-save = Save
app-cancel = Cancel

## Avatar animals (also read out by screen readers).
app-avatar-rat = Rat
app-avatar-cat = Cat
app-avatar-dog = Dog
app-avatar-wolf = Wolf
app-avatar-leopard = Leopard
app-avatar-tiger = Tiger
app-avatar-lion = Lion
app-avatar-elephant = Elephant
app-avatar-panda = Panda
app-avatar-rabbit = Rabbit
app-avatar-monkey = Monkey
app-avatar-frog = Frog

## The character on each avatar's round token (Chinese in every locale, like the Jungle pieces).
app-avatar-token-rat = 鼠
app-avatar-token-cat = 猫
app-avatar-token-dog = 狗
app-avatar-token-wolf = 狼
app-avatar-token-leopard = 豹
app-avatar-token-tiger = 虎
app-avatar-token-lion = 狮
app-avatar-token-elephant = 象
app-avatar-token-panda = 熊
app-avatar-token-rabbit = 兔
app-avatar-token-monkey = 猴
app-avatar-token-frog = 蛙

## Settings screen.
app-settings-heading = Settings
app-settings-language = Language
# Each language's own name, the same in every locale.
app-language-zh-cn = 简体中文
app-language-zh-tw = 繁體中文
app-language-en = English
app-settings-colour-blind = Colour-blind-safe colours (shapes and ✓ ✗ as well as colour)
app-settings-text-size = Text size
app-text-size-small = Small
app-text-size-normal = Normal
app-text-size-large = Large
app-text-size-huge = Huge
app-settings-sound = Sound
app-settings-teacher-mode = Teacher mode

## Screens still being built. $game: the chosen game's name.
app-placeholder-lessons = Lessons for { $game } will appear here soon.
app-placeholder-puzzles = Puzzles for { $game } will appear here soon.
app-placeholder-play = Playing { $game } will be possible here soon.
app-placeholder-teacher = Teacher tools (projector view, today's lessons, class progress) will appear here soon.
app-placeholder-author = Lesson writing tools will appear here soon.

## Problems with saved data (read by the teacher).
app-storage-heading = There was a problem with saved data
app-storage-no-data-dir = No folder was found to save progress in, so progress will not be kept.
# $path: the file; $reason: the operating system's description.
app-storage-io = Could not read or write { $path }: { $reason }
# $path: the damaged file; $kept: where it was moved; $reason: what was wrong.
app-storage-corrupt = { $path } could not be read ({ $reason }). It was kept as { $kept }, and the previous copy was used if there was one.
# $path: the file; $kept: where it was moved; $found and $supported: format version numbers.
app-storage-too-new = { $path } was saved by a newer version of this program (format { $found }; this one reads up to { $supported }). It was kept as { $kept }.
app-storage-dismiss = OK
