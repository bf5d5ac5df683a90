# 題目產生器（`qi-classroom generate`）：寫出的題目的標題、說明和提示。

# A title with what tells the puzzles of one idea apart: the animal that moves first, or
# where on the board the first stone goes.
generate-title-with-animal = { $title } · { $animal }
generate-title-in-area = { $title } · { $area }
generate-title-den = { $variant ->
    [0] 走進獸穴
    [1] 衝向獸穴
   *[2] 敞開的大門
  }
generate-title-trap = { $variant ->
    [0] 掉進陷阱
    [1] 對方的弱點
   *[2] 小心陷阱
  }
generate-title-river-jump = { $variant ->
    [0] 跳過小河
    [1] 用力一跳
   *[2] 跳過去就贏
  }
generate-title-rat-blocks-jump-jumps = { $variant ->
    [0] 跳不過去
    [1] 找一條能跳的路
   *[2] 避開老鼠跳河
  }
generate-title-rat-blocks-jump-round = { $variant ->
    [0] 跳不過去
    [1] 繞過小河
   *[2] 從陸地繞過去
  }
generate-title-rat-blocks-jump-rat = { $variant ->
    [0] 跳不過去
    [1] 清開小河
   *[2] 河裡的老鼠
  }
generate-title-no-legal-move = { $variant ->
    [0] 無路可走
    [1] 被困住了！
   *[2] 沒有棋可走
  }
generate-title-capture-all = { $variant ->
    [0] 全部抓住
    [1] 最後一隻動物
   *[2] 清空棋盤
  }
generate-title-rat-vs-elephant = { $variant ->
    [0] 以小勝大
    [1] 勇敢的小老鼠
   *[2] 老鼠和大象
  }
generate-title-guard-den-block = { $variant ->
    [0] 守住獸穴
    [1] 擋在路上
   *[2] 關上大門
  }
generate-title-guard-den-block-not-catch = { $variant ->
    [0] 守住獸穴
    [1] 擋在路上
   *[2] 別上當
  }
generate-title-guard-den-catch = { $variant ->
    [0] 守住獸穴
    [1] 攔住牠們！
   *[2] 及時吃掉牠
  }
generate-title-guard-den-either = { $variant ->
    [0] 守住獸穴
    [1] 攔住牠們！
   *[2] 關上大門
  }
generate-title-five = { $variant ->
    [0] 連成五！
    [1] 五子連珠！
   *[2] 再下一子就是五
  }
generate-title-block-four = { $variant ->
    [0] 堵住四！
    [1] 別讓對方連成五！
   *[2] 快堵上！
  }
generate-title-block-three = { $variant ->
    [0] 擋住活三！
    [1] 別讓它長成四！
   *[2] 快把活三堵上！
  }
generate-title-vcf = { $variant ->
    [0] { $side }連續衝四取勝
    [1] 一個四接一個四
   *[2] 不停地衝四
  }
generate-title-four-three = { $variant ->
    [0] { $side }的四三
    [1] 同時成四和三
   *[2] 四三取勝
  }
generate-title-forbidden-trap = { $variant ->
    [0] 禁手陷阱
    [1] 黑棋的禁手點
   *[2] 沒有安全的擋法
  }
generate-title-vct = { $variant ->
    [0] 活三衝四
    [1] { $side }用活三進攻
   *[2] 先下活三
  }
generate-title-defend-three = { $variant ->
    [0] 擋住{ $side }的活三
    [1] 擋住活三
   *[2] 別讓它變成四
  }
generate-title-defend-fours = { $variant ->
    [0] 擋住{ $side }的衝四
    [1] 擋住連續衝四
   *[2] 搶佔要點
  }
generate-title-win-in-3 = { $variant ->
    [0] 三手勝
    [1] { $side }三手勝
   *[2] 三手連五
  }

generate-comment-right-moves = 正確走法：{ $moves }。
generate-comment-line = 正確走法：{ $moves }。一種取勝的走法：{ $line }。
generate-comment-defence = 正確走法：{ $moves }。走別的棋，比如 { $wrong }，{ $side }走 { $reply } 就會贏。
generate-comment-renju-line = 正確的第一步：{ $moves }。取勝的下法：{ $line }。
generate-comment-renju-defend = 正確下法：{ $moves }。{ $side }威脅下 { $threat }。

generate-hint-look-piece = 看看你在 { $square } 的{ $animal }。
generate-hint-move-piece = 把{ $animal }從 { $from } 走到 { $to }。
generate-hint-jungle-den = 數一數走到獸穴要幾步：路上有誰能攔住你嗎？
generate-hint-jungle-trap = 動物站在陷阱裡就沒有力氣了：小心走進陷阱，也找找能吃掉的動物。
generate-hint-jungle-river-jump = 獅子和老虎一步就能跳過小河。
generate-hint-jungle-rat-blocks-jump-jumps = 河裡的老鼠會擋住跳河：找一條沒有老鼠擋著的跳法。
generate-hint-jungle-rat-blocks-jump-round = 河裡的老鼠擋住了你的跳河：從陸地上繞過去。
generate-hint-jungle-rat-blocks-jump-rat = 河裡的老鼠會擋住跳河：用你自己的老鼠把小河清開。
generate-hint-jungle-no-legal-move = 把對方最後能走的格子都佔掉。
generate-hint-jungle-capture-all = 把對方的動物一隻一隻吃掉，直到一隻也不剩。
generate-hint-jungle-rat-vs-elephant = 最小的動物能吃最大的！
generate-hint-jungle-capture = 找一隻你能安全吃掉的動物。
generate-hint-jungle-guard-den-block = 想一想對方怎樣走進你的獸穴，擋在牠的路上。
generate-hint-jungle-guard-den-block-not-catch = 想一想對方怎樣走進你的獸穴，擋在牠的路上。這裡什麼也別吃：吃子都會輸。
generate-hint-jungle-guard-den-catch = 想一想對方怎樣走進你的獸穴：你的一隻動物可以安全地吃子，攔住牠。
generate-hint-jungle-guard-den-either = 想一想對方怎樣走進你的獸穴：擋在牠的路上，或者安全地吃子。

generate-area-middle = 中間
generate-area-left = 左邊
generate-area-right = 右邊
generate-area-top = 上方
generate-area-bottom = 下方
generate-area-upper-left = 左上方
generate-area-upper-right = 右上方
generate-area-lower-left = 左下方
generate-area-lower-right = 右下方
generate-hint-renju-look = 看看棋盤的{ $area }。
generate-hint-renju-five = 找到你的四個連子：再放一子就連成五。
generate-hint-renju-block-four = 對方已經有四個連子：把你的棋子放在他們要放第五子的地方。
generate-hint-renju-block-three = 對方有一個活三：把你的棋子放在它要長成四的地方。
generate-hint-renju-vcf = 每一步都衝四，對方的擋子要幫你下出下一個四。
generate-hint-renju-four-three = 最後下成四三：一顆子同時做成一個四和一個活三。
generate-hint-renju-forbidden-trap = 連續衝四，讓黑棋最後只能擋在禁手點上。
generate-hint-renju-vct = 直接衝四贏不了：先下一個對方必須應的活三，然後繼續進攻。
generate-hint-renju-defend-three = 找到活三，擋在它要長大的地方。
generate-hint-renju-defend-fours = 先找出對方連續衝四取勝的走法，再搶佔它的要點。
generate-hint-renju-win-in-3 = 直接衝四贏不了：先下一步威脅取勝的棋（活三，或為連續衝四做準備的一手），再用兩手完成。
generate-hint-renju-start = 先下 { $point }。
generate-hint-renju-play = 下 { $point }。

generate-error-count = 請要 1 到 { $max } 道題，不是 { $count } 道。
generate-error-theme = 產生器不認識這個遊戲的主題 `{ $theme }`。
generate-error-moves = 產生器出 1 到 3 步（鬥獸棋）或 1 到 8 步（連珠）的題，不是 { $moves } 步。
generate-error-side = 只有鬥獸棋的題可以選擇哪一方走（--side）。
generate-error-write = 無法寫入 { $path }：{ $error }
generate-error-read = 無法讀取 { $path }：{ $error }
generate-report = 已把 { $count } 道題寫到 { $path }（試了 { $tries } 個局面，{ $seconds } 秒）。
generate-report-theme = { $theme }：{ $count }
generate-retitle-report = { $path }：{ $puzzles } 道題，改了 { $changed } 道（{ $titles } 個標題、{ $hints } 組提示、{ $themes } 組主題）。
generate-ended-short = 還沒到 { $wanted } 道題就停了（時間到了或找到的局面太少）：多給些時間、換個種子或少要幾道題。

generate-side-black = 黑棋
generate-side-white = 白棋
