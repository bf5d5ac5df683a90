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
tutor-why-capture-yes-stronger = 能！{ $attacker }和{ $defender }一样厉害，或者比它更厉害。
tutor-why-capture-yes-same-kind = 能！两只{ $animal }一样厉害，谁都可以吃掉对方。
tutor-why-capture-yes-rat-beats-elephant = 能！小老鼠可以吃大象——它会钻进大象的耳朵里。
# $defender：掉进陷阱的动物；$square：陷阱的格子。
tutor-why-capture-yes-weakened = 能！{ $defender }掉进了 { $square } 的陷阱，在对方的陷阱里，谁都能吃掉它。
# $side：哪一方的动物；$square：小朋友放的格子。
tutor-why-wrong-start = { $side }的{ $animal }不是从 { $square } 出发的。再看看开局的图吧。
tutor-why-not-asked = 这一步没有问到{ $side }的{ $animal }。
# $remaining：还没摆好的动物数量。
tutor-why-not-all-placed = 还有 { $remaining } 只动物没摆好。
tutor-why-illegal = 这样走不行。{ $reason }
tutor-why-misses-goal-not-a-jump = 这样走可以，但这是走一步，不是跳过小河。
tutor-why-misses-goal-not-the-piece = 这样走可以，但这次要走 { $square } 上的动物。
tutor-why-misses-goal-no-capture = 这样走可以，但是什么也没吃到。
tutor-why-misses-goal-not-the-target = 这样走可以，但是没有走到 { $square }。
tutor-why-misses-goal-not-into-den = 这样走可以，但是没有走进 { $den } 的兽穴。
tutor-why-misses-goal-still-chased = 这样走可以，但是 { $square } 的{ $animal }还会被吃掉。找一个安全的格子吧！
# $missed、$extra：格子列表；$missed_count、$extra_count：各有几个。
tutor-why-marks = { $missed_count ->
    [0] 差一点！{ $extra } 不是哦。
   *[other] { $extra_count ->
        [0] 找到了一些，还漏了 { $missed }。
       *[other] 漏了 { $missed }，而且 { $extra } 不是哦。
    }
}
tutor-hint-strongest-first = 排第一的是{ $animal }。
tutor-hint-starts-on = { $animal }从 { $square } 出发。
tutor-hint-move-from = 试试走 { $square } 上的动物。
tutor-hint-play-move = 从 { $from } 走到 { $to }。
# $count：要标出的格子数量。
tutor-hint-mark-count = { $count ->
    [0] 仔细看：说不定一个格子也没有！
   *[other] 一共要标出 { $count } 个格子。
}
tutor-why-point-taken = { $point } 已经有棋子了，换一个空的点吧。
# $kind：禁手的种类（tutor-forbidden-kind-*）；$lines：连线，比如 h8–k8；$line_count：几条。
tutor-why-forbidden = 黑棋不能下在这里：这是{ $kind }禁手。看看这几条线：{ $lines }。
tutor-why-renju-misses-goal-five = 这里可以下，但是没有连成五个。
tutor-why-renju-misses-goal-four-three = 这里可以下，但是没有同时做成一个四和一个三。
tutor-why-renju-misses-goal-block-four = 这里可以下，但是对方还能连成五个。快挡住那个四！
tutor-why-renju-misses-goal-make-four = 这里可以下，但是没有做成四。
tutor-why-renju-misses-goal-make-three = 这里可以下，但是没有做成活三。
tutor-why-forbidden-kind-wrong-allowed = 再看看：黑棋可以下在这个点，它不是禁手。
tutor-why-forbidden-kind-wrong = 再看看：这个点是{ $kind }禁手。看这几条线：{ $lines }。
# $missed、$extra：点的列表；$missed_count、$extra_count：各有几个。
tutor-why-point-marks = { $missed_count ->
    [0] 差一点！{ $extra } 不是禁手。
   *[other] { $extra_count ->
        [0] 找到了一些，还漏了 { $missed }。
       *[other] 漏了 { $missed }，而且 { $extra } 不是禁手。
    }
}
tutor-hint-play-point = 试试 { $point }。
