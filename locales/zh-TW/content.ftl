# content messages (zh-TW)

## 課程小老師（src/i18n/tutor.rs）。動物和陣營的名字來自 jungle-animal-* 和 jungle-side-*；
## $reason 是 jungle-refusal-* 裡的一整句話；格子寫作 c4。
tutor-correct = 答對了，好棒！
# $stars：這一步得到的星星，0 到 3 顆。
tutor-step-complete = { $stars ->
    [0] 完成了！再試一次，快一點就能拿到星星。
   *[other] 完成了！你得到了 { $stars } 顆星星。
}
tutor-unusable = 這一步沒辦法玩：課程檔案裡有錯誤，請告訴老師。
tutor-why-action-does-not-fit = 這一步不是問這個喔，再讀一讀題目吧。
# $count：這一步要排的動物數量。
tutor-why-not-these-animals = 要用這一步的 { $count } 種動物，每種用一次。
# $placed、$stronger：動物名字；$placed_strength、$stronger_strength：牠們的本領，1 到 8。
tutor-why-out-of-order = { $stronger }（{ $stronger_strength }）比{ $placed }（{ $placed_strength }）厲害，所以{ $stronger }要排在{ $placed }前面。
# $reason：為什麼不能吃。
tutor-why-capture-no = 不能喔。{ $reason }
tutor-why-capture-yes-stronger = 能！{ $attacker }和{ $defender }一樣厲害，或者比牠更厲害。
tutor-why-capture-yes-same-kind = 能！兩隻{ $animal }一樣厲害，誰都可以吃掉對方。
tutor-why-capture-yes-rat-beats-elephant = 能！小老鼠可以吃大象——牠會鑽進大象的耳朵裡。
# $defender：掉進陷阱的動物；$square：陷阱的格子。
tutor-why-capture-yes-weakened = 能！{ $defender }掉進了 { $square } 的陷阱，在對方的陷阱裡，誰都能吃掉牠。
# $side：哪一方的動物；$square：小朋友放的格子。
tutor-why-wrong-start = { $side }的{ $animal }不是從 { $square } 出發的。再看看開局的圖吧。
tutor-why-not-asked = 這一步沒有問到{ $side }的{ $animal }。
# $remaining：還沒擺好的動物數量。
tutor-why-not-all-placed = 還有 { $remaining } 隻動物沒擺好。
tutor-why-illegal = 這樣走不行。{ $reason }
tutor-why-misses-goal-not-a-jump = 這樣走可以，但這是走一步，不是跳過小河。
tutor-why-misses-goal-not-the-piece = 這樣走可以，但這次要走 { $square } 上的動物。
tutor-why-misses-goal-no-capture = 這樣走可以，但是什麼也沒吃到。
tutor-why-misses-goal-not-the-target = 這樣走可以，但是沒有走到 { $square }。
tutor-why-misses-goal-not-into-den = 這樣走可以，但是沒有走進 { $den } 的獸穴。
tutor-why-misses-goal-still-chased = 這樣走可以，但是 { $square } 的{ $animal }還會被吃掉。找一個安全的格子吧！
# $missed、$extra：格子列表；$missed_count、$extra_count：各有幾個。
tutor-why-marks = { $missed_count ->
    [0] 差一點！{ $extra } 不是喔。
   *[other] { $extra_count ->
        [0] 找到了一些，還漏了 { $missed }。
       *[other] 漏了 { $missed }，而且 { $extra } 不是喔。
    }
}
tutor-hint-strongest-first = 排第一的是{ $animal }。
tutor-hint-starts-on = { $animal }從 { $square } 出發。
tutor-hint-move-from = 試試走 { $square } 上的動物。
tutor-hint-play-move = 從 { $from } 走到 { $to }。
# $count：要標出的格子數量。
tutor-hint-mark-count = { $count ->
    [0] 仔細看：說不定一個格子也沒有！
   *[other] 一共要標出 { $count } 個格子。
}
tutor-why-point-taken = { $point } 已經有棋子了，換一個空的點吧。
# $kind：禁手的種類（tutor-forbidden-kind-*）；$lines：連線，比如 h8–k8；$line_count：幾條。
tutor-why-forbidden = 黑棋不能下在這裡：這是{ $kind }禁手。看看這幾條線：{ $lines }。
tutor-why-renju-misses-goal-five = 這裡可以下，但是沒有連成五個。
tutor-why-renju-misses-goal-four-three = 這裡可以下，但是沒有同時做成一個四和一個三。
tutor-why-renju-misses-goal-block-four = 這裡可以下，但是對方還能連成五個。快擋住那個四！
tutor-why-renju-misses-goal-make-four = 這裡可以下，但是沒有做成四。
tutor-why-renju-misses-goal-make-three = 這裡可以下，但是沒有做成活三。
tutor-why-forbidden-kind-wrong-allowed = 再看看：黑棋可以下在這個點，它不是禁手。
tutor-why-forbidden-kind-wrong = 再看看：這個點是{ $kind }禁手。看這幾條線：{ $lines }。
# $missed、$extra：點的列表；$missed_count、$extra_count：各有幾個。
tutor-why-point-marks = { $missed_count ->
    [0] 差一點！{ $extra } 不是禁手。
   *[other] { $extra_count ->
        [0] 找到了一些，還漏了 { $missed }。
       *[other] 漏了 { $missed }，而且 { $extra } 不是禁手。
    }
}
tutor-hint-play-point = 試試 { $point }。
