# The classroom server (`qi-classroom serve`): what it prints for the teacher, and its web pages.

# First line when the server is ready.
server-listening = The classroom server is running. Children's devices connect to:
# One address to open; $url is like http://192.168.1.20:8080/
server-url-line = { $url }
# A class that exists; $name is the class's name, $code its join code.
server-class-line = Class “{ $name }”: class code { $code }
server-no-classes = No class yet: open the address above on this machine and create one, or see docs/classroom-server.md.
# $where is the database file or the PostgreSQL server.
server-database = Progress is stored in { $where }
# $file is a lesson or puzzle file of the teacher's folder.
server-skipped-file = Not served to the class (it has errors, see `qi-classroom check`): { $file }
server-stop-hint = Press Ctrl+C to stop the server.
# $error is the database's own message.
server-error-database = The database could not be opened: { $error }
# $address is like 0.0.0.0:8080.
server-error-bind = Could not listen on { $address }: { $error }
server-web-missing-title = The web app is not built yet
server-web-missing-body = Build it on this machine with scripts/build-web.sh, then start qi-classroom serve again. The native app can already join this server.
# The projector page.
server-projector-title = Join our class
server-projector-open = On your device, open
server-projector-code = Class code
server-projector-scan = Or scan this code with the tablet's camera
server-qr-caption = Scan to join the class:

# The database cannot store the children's work (the console, the start, the dashboard).
server-storage-disk-full = The disk is full: the children's work cannot be saved now. Their devices keep it and send it again. Free some space on this computer (empty the bin, delete or move large files); saving starts again by itself.
server-storage-read-only = The class's database file has been made read-only: the children's work cannot be saved now. Their devices keep it. Make the file writable again (or stop the server and restore a backup with qi-classroom restore).
server-storage-missing = The class's database file was deleted or moved while the server was running: nothing can be saved now. Their devices keep the work. Stop the server (Ctrl+C), put the file back or restore a backup (qi-classroom restore), then start it again.
server-storage-unavailable = The database does not answer: the children's work cannot be saved now. Their devices keep it and send it again.
server-storage-ok = The database saves the children's work again.
# `qi-classroom backup` and `restore`; $file is the copy, $where the database, $kept where the replaced one went (may be empty).
server-backup-done = The class is copied into { $file }. To move it to another computer, copy this one file there and run: qi-classroom restore { $file }
server-backup-error = The copy could not be made: { $error }
server-restore-done = The class from { $file } is now in { $where }. Start the server with qi-classroom serve. { $kept }
server-restore-error = The copy could not be put in place: { $error }

# The device's "Join a class" screen (src/app/join). An adult types the address and code; the
# child only taps.
join-home-button = Join a class
join-title = Join a class
join-address-label = Server address (on the teacher's screen)
join-code-label = Class code
join-find = Find the class
join-looking = Asking the teacher's computer…
join-bad-address = That does not look like a server address. It looks like 192.168.1.20:8080.
join-bad-code = A class code has 6 letters and digits, like ABC234.
join-not-found = There is no class with this code on that server. Check the code on the teacher's screen.
join-unreachable = The teacher's computer does not answer. Is this device on the school network, and is the server running?
join-server-refused = The server did not accept this. Ask the teacher.
join-busy = The teacher's computer is busy or cannot save just now. Your work is kept on this device and sent later.
join-pick-name = Tap your name
join-back = Back
join-pick-pictures = Tap your secret pictures
join-pictures-clear = Start again
join-pictures-done = That's me!
join-wrong-pictures = Those are not your pictures. Try again!
# $name is the child's name, $class the class code.
join-joined = Hello, { $name }! You are in class { $class }.
join-todays-work = Today's work
join-nothing-today = The teacher has not set anything for today yet.
# $count results finished on this device that the server has not confirmed yet.
join-waiting = { $count ->
    [one] One result is waiting to be sent to the teacher.
   *[other] { $count } results are waiting to be sent to the teacher.
}
join-all-sent = Everything you did is saved on the teacher's computer.
# Under the waiting line, while the server has asked the device (429, Retry-After) to wait before
# sending again.
join-server-busy = The teacher's computer asked this device to wait a moment: the results will be sent after that.
join-leave = Leave the class
# The teach board on the projector: $answered of $connected children answered the question.
server-projector-answered = { $answered } of { $connected } answered
server-projector-right = right
server-projector-legal = allowed, not right
server-projector-illegal = not allowed
## The class's games and tournament on the projector (issue #40). $name: a child's first name;
## $colour: the side they play (jungle-side-*, renju-stone-*); $reason: how the game ended, in
## kebab-case words when the rules engine has no sentence for it; $round: the round's number.
server-projector-games-title = The class's games
server-projector-games-pick = Click a board to show it large
server-projector-games-all = Show all the games
server-projector-game-turn = { $name } to move ({ $colour })
server-projector-teacher = Teacher
server-projector-game-won = { $name } ({ $colour }) wins!
server-projector-game-drawn = A draw!
server-projector-game-reason = The game ended: { $reason }.
server-projector-game-round = Round { $round }
server-projector-tournament-title = Class tournament — round { $round }
server-projector-system-round-robin = Round-robin: everyone plays everyone once
server-projector-system-swiss = Swiss: each round you play a classmate with about as many points
server-projector-tie-break-buchholz = Buchholz (the points of your opponents added up)
server-projector-tie-break-sonneborn-berger = Sonneborn-Berger (the points of those you beat, and half the points of those you drew)
server-projector-tie-break-short-buchholz = Buchholz
server-projector-tie-break-short-sonneborn-berger = S-B
# $tie_break: the tie-break's name (server-projector-tie-break-*).
server-projector-tie-break-says = Same points? Then the tie-break decides: { $tie_break }
server-projector-pairings = Pairings
server-projector-standings = Standings
server-projector-bye = { $name } has no game this round (a bye: 1 point)
server-projector-playing = playing
server-projector-col-rank = Place
server-projector-col-player = Player
server-projector-col-points = Points
server-projector-col-played = Games
