# Printed sheets (src/print/): worksheets, answer keys, certificates, guides.

print-name-line = Name:
print-date-line = Date:
print-answer-line = Answer:
# $page: the page number.
print-page-number = Page { $page }
print-puzzles-title = Puzzle sheet
# $title: the sheet's title.
print-key-title = Answer key: { $title }
# $number: the step's number in the lesson; $lesson: the lesson's title.
print-step-title = Step { $number }
# $side: who moves (Red, Blue, Black, White); $moves: the moves allowed.
print-goal-win-in = { $side } to move: win in { $moves ->
    [one] one move.
   *[other] { $moves } moves.
}
print-goal-defend = { $side } to move: stop the threat.
print-goal-vcf = { $side } to move: win with fours (VCF).
print-goal-vct = { $side } to move: win with threes and fours (VCT).
print-goal-forbidden-trap = { $side } to move: make Black land on a forbidden point.
# $moves: every right first move, comma-separated.
print-key-right-moves = Right moves: { $moves }
# $line: one whole winning line, comma-separated.
print-key-line = One way: { $line }
# $squares: the squares or points to mark.
print-key-mark = Mark: { $squares }
print-key-yes = Yes, it can.
print-key-no = No, it cannot.
print-key-not-forbidden = Not forbidden.
print-key-read-only = (Nothing to answer: read and look.)
print-key-undecided = The engine found no answer in time; see the lesson in the app.
print-exercise-unreadable = This exercise could not be read; run `qi-classroom check` on its file.
print-certificate-title = Certificate
print-certificate-given-to = This certificate is proudly given to
# $lessons: lessons finished; $stars: stars earned; $puzzles: puzzles solved.
print-certificate-summary = { $lessons ->
    [one] one lesson finished
   *[other] { $lessons } lessons finished
}, { $stars ->
    [one] one star
   *[other] { $stars } stars
}, { $puzzles ->
    [one] one puzzle solved
   *[other] { $puzzles } puzzles solved
}!
# $date: the date, YYYY-MM-DD.
print-certificate-date = Date: { $date }
print-certificate-teacher = Teacher:
# $lesson: the lesson's title.
print-guide-title = Teacher's guide: { $lesson }
print-term-title = Term plan
# $term: A or B; $ages: the ages, e.g. 4–6.
print-term-heading = Term { $term }, ages { $ages }
# $week, $session: numbers; $lesson: the lesson's title; $minutes: its length.
print-term-session = Week { $week }, session { $session }: { $lesson } ({ $minutes } min)
# $puzzles: puzzle ids.
print-term-follow-up = Puzzles afterwards: { $puzzles }
print-error-unknown-lesson = There is no lesson “{ $id }”.
print-error-unknown-puzzle = There is no puzzle “{ $id }”.
print-error-unknown-playlist = There is no playlist called “{ $name }”.
print-error-unknown-profile = There is no child called “{ $name }” on this computer.
print-error-empty-filter = The filter is empty: write game=…, theme=…, difficulty=… or made-by=….
# $term: the term as written.
print-error-bad-filter = “{ $term }” is not a filter term: use game=jungle|renju, theme=…, difficulty=1-5 or made-by=people|computer.
# $filter: the filter as written.
print-error-nothing-matches = No puzzle matches “{ $filter }”.
print-error-too-many = { $count } exercises are too many for one sheet (at most { $max }); print them in parts.
print-error-no-exercises = There is nothing to print here.
print-error-per-page = { $count } exercises per page is not possible: choose 1 to { $max }.
print-error-no-guide = The lesson “{ $id }” has no teacher's guide.
print-error-too-many-certificates = { $count } certificates are too many at once (at most { $max }).
# $reason: the PDF writer's message.
print-error-pdf = The PDF could not be written: { $reason }
print-error-write = Could not write { $path }: { $reason }
# $path: the file written; $pages: its page count.
print-written = Wrote { $path }.
print-button = Print
print-button-hover = Make a PDF to print: the worksheet and its answer key
print-certificates-button = Print certificates
print-saved = Saved the PDF: { $path }
print-failed = Printing failed: { $reason }
# Shown with a spinner while the app makes a PDF (the window stays usable meanwhile).
print-preparing = Preparing the PDF…
print-guide-button = Print the guide
print-guide-button-hover = Make a PDF of this lesson's teacher's guide
# Settings (teacher mode, installed app): where printed sheets are saved.
print-folder-label = Save printed sheets in
print-folder-hint = empty: the Downloads folder
# The browser app prints through the class server; these say why it could not.
print-needs-server = In the browser, printing needs the class server: join a class (Join a class) and press Print again, or print from the installed app.
print-server-unreachable = the class server did not answer
print-server-not-found = the class server does not know these lessons or puzzles
print-server-refused = the class server refused (the answer key needs the teacher's PIN)
print-server-busy = the class server is busy; try again in a moment
# $status: the HTTP status the server answered with.
print-server-other = the class server answered { $status }
# The first page of a sheet the app made, shown before it is saved.
print-preview-hover = The first page, as it will print
print-save = Save and open
print-cancel = Cancel
print-save-folder = Save in
print-save-folder-default = Downloads
print-save-name = File name
print-save-as = Save as…
print-save-as-hover = Choose the folder and the name in your computer's own window
print-save-as-open = Choose where to save it in the window that opened…
