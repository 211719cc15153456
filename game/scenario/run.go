package scenario

import (
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// ErrFailed is wrapped by every *Failure: the scenario did not hold.
var ErrFailed = errors.New("scenario failed")

// Failure reports the line at which a scenario stopped holding, and why.
type Failure struct {
	// Pos is the line at which the scenario stopped holding, and Msg says
	// why, without the position.
	Pos Pos
	Msg string
	// Err is the engine's error behind the failure, if any.
	Err error
}

// Error returns "file:line: msg".
func (f *Failure) Error() string { return f.Pos.String() + ": " + f.Msg }

// Unwrap returns ErrFailed and the engine's error, if any.
func (f *Failure) Unwrap() []error {
	if f.Err != nil {
		return []error{ErrFailed, f.Err}
	}
	return []error{ErrFailed}
}

// RunFile reads, parses and runs the scenario file at path against the
// default card catalog. Parse errors come back as an ErrorList; a failed
// run as a *Failure.
func RunFile(path string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	s, err := Parse(path, src)
	if err != nil {
		return err
	}
	return Run(s, card.Default())
}

// Run sets up the position of s with cards from cat (card.Default()
// when cat is nil), runs its statements through the engine's public API
// and checks its expectations. It runs s as its text (Script.String)
// reads, so a hand-built script means what it would mean written as a
// file. It returns nil when the scenario holds, else a *Failure naming
// the line: the failing statement's position, or for a hand-built one
// without a position its line in that text; line 0 when the script as a
// whole can't be written as a file and read back the same. A nil s is
// an error. A panic in the
// engine (a bug: it must never panic on a caller's input) is a *Failure
// of the line that caused it, so that a run of many files goes on.
func Run(s *Script, cat *card.Catalog) (err error) {
	if s == nil {
		return errors.New("scenario: Run of a nil script")
	}
	at := Pos{File: s.File}
	defer func() {
		if v := recover(); v != nil {
			err = fail(at, nil, "the engine panicked (a bug): %v", v)
		}
	}()
	s, err = readBack(s)
	if err != nil {
		return err
	}
	if cat == nil {
		cat = card.Default()
	}
	r := &runner{script: s, cat: cat, aliases: map[string]game.ObjectID{}}
	if err := r.setup(); err != nil {
		return err
	}
	// The body is the runner's own copy: teammates' lines may be put in
	// the order the engine asks them (teammateFirst).
	own := *s
	own.Body = append([]Statement(nil), s.Body...)
	s = &own
	// held: a line's statement, merged with a choice held before it.
	held := map[int]Statement{}
	for i := 0; i < len(s.Body); i++ {
		if len(held) == 0 {
			r.teammateFirst(s.Body, i)
		}
		st := s.Body[i]
		if h, ok := held[i]; ok {
			st = h
		}
		at = st.Pos()
		if r.yes != nil && i == r.yesAt {
			y := r.yes
			r.yes = nil
			r.g.ClearEvents()
			if err := r.exec(y); err != nil {
				return err
			}
		}
		if b, ok := st.(*BlockStmt); ok && i+1 < len(s.Body) {
			if merged := r.teamBlocks(b, s.Body[i+1]); merged != nil {
				st = merged
				i++
			}
		}
		if c, ok := st.(*ChooseStmt); ok {
			if j := pastExpectations(s.Body, i); j < len(s.Body) && r.yesBeforeCopyTargets(c, s.Body[j]) {
				continue // the targets' line is the answer; the yes is dropped
			}
			// "yes", expectations, then what the yes chooses: the
			// expectations look at the game with the question waiting,
			// which the yes alone doesn't change.
			if j := pastExpectations(s.Body, i); j > i+1 && j < len(s.Body) {
				if cast := r.yesThenTargets(c, s.Body[j]); cast != nil {
					held[j] = cast
					continue
				}
				if card := r.mayThenCard(c, s.Body[j]); card != nil {
					continue // the card's line is the answer; the yes is dropped
				}
			}
			if j := pastExpectations(s.Body, i); j > i+1 && r.yesWithTargets(c) {
				r.yes, r.yesAt = c, j
				continue
			}
		}
		if c, ok := st.(*ChooseStmt); ok && i+1 < len(s.Body) {
			if cast := r.yesThenTargets(c, s.Body[i+1]); cast != nil {
				st = cast
				i++
			}
		}
		if c, ok := st.(*ChooseStmt); ok && i+1 < len(s.Body) {
			if card := r.mayThenCard(c, s.Body[i+1]); card == c {
				continue // a yes the next lines' card answers
			} else if card != nil {
				st = card
				i++
			}
		}
		if c, ok := st.(*ChooseStmt); ok && i+1 < len(s.Body) {
			if merged := r.cardAndWhere(c, s.Body[i+1]); merged != nil {
				st = merged
				i++
			} else if j, merged := r.cardAndWhereAhead(c, s.Body, i); merged != nil {
				// The card waits for where it goes, given after lines
				// that only look or are refused (the question waits).
				held[j] = merged
				continue
			}
		}
		if c, ok := st.(*ChooseStmt); ok && i+1 < len(s.Body) && r.g.Pending().Kind == game.DecideTopOrBottom {
			// A card, then its place on the next line (`choose cc`,
			// `choose bottom`): one answer.
			if n, ok := s.Body[i+1].(*ChooseStmt); ok && n.Player == c.Player && len(c.Options) == 1 && len(n.Options) == 1 &&
				!isPlace(lastWord(c.Options[0])) && isPlace(n.Options[0]) {
				merged := *c
				merged.Options = []string{c.Options[0], n.Options[0]}
				st = &merged
				i++
			}
		}
		for t, ok := st.(*TapStmt); ok && i+1 < len(s.Body); t, ok = st.(*TapStmt) {
			merged := r.extraManaColour(t, s.Body[i+1])
			if merged == nil {
				break
			}
			st = merged // a colour for each Verdant Haven: maybe a line each
			i++
		}
		if t, ok := st.(*TapStmt); ok && len(held) == 0 && r.yes == nil {
			// The colour chosen after expectations: the tap takes it at
			// once (the engine asks it within the tap, CR 605.1b), and
			// its line is done.
			if j := pastExpectations(s.Body, i); j > i+1 && j < len(s.Body) {
				if merged := r.extraManaColour(t, s.Body[j]); merged != nil {
					st = merged
					s.Body = slices.Delete(s.Body, j, j+1)
				}
			}
		}
		if _, expect := st.(Expectation); saveEveryAction && !expect {
			// Not before an expectation: it may ask about the last
			// statement's events, which a save does not hold.
			if err := r.saveAndLoad(st.Pos()); err != nil {
				return err
			}
		}
		if _, expect := st.(Expectation); concedeEveryAction && !expect {
			if err := r.concedeEach(st.Pos()); err != nil {
				return err
			}
		}
		r.g.ClearEvents()
		if err := r.exec(st); err != nil {
			return err
		}
		var next Statement
		if i+1 < len(s.Body) {
			next = s.Body[i+1]
		}
		if err := r.continueOrder(next); err != nil {
			return err
		}
		if err := r.orderAlike(st.Pos(), st, s.Body[i+1:]); err != nil {
			return err
		}
		r.noteForced(st)
	}
	return nil
}

// readBack returns s as its text reads (Script.String parsed again), and
// accepts a script only if it can be written as a scenario file and read
// back the same: a script built by hand may hold what the parser never
// makes (a nil statement, an empty list of choices, an unknown player),
// and the runner relies on the parser's guarantees. Run runs the script
// read back, so that a hand-built statement whose fields mean other than
// its text (an Item of Count 0, written as one card) runs as its text
// says. Each statement keeps the position s gives it; one without (a
// hand-built statement) gets its line in the text (Script.String: the
// setup, a blank line, the body), as the parser's errors do.
func readBack(s *Script) (*Script, error) {
	for part, list := range [2][]Statement{s.Setup, s.Body} {
		for i, st := range list {
			if rs, ok := st.(*RefuseStmt); st == nil || ok && rs.Action == nil {
				return nil, &Failure{Pos: Pos{File: s.File}, Msg: fmt.Sprintf("statement %d of the %s is nil or refuses nothing", i+1, [2]string{"setup", "body"}[part])}
			}
		}
	}
	text := s.String()
	again, err := Parse(s.File, []byte(text))
	if err != nil {
		var list ErrorList
		if errors.As(err, &list) && len(list) > 0 {
			if st := statementAtLine(s, list[0].Line); st != nil && st.Pos().Line > 0 {
				// A hand-built script: say where its statement says it
				// was written, not the line of a text nobody saw (one
				// without a position gets the formatted text's line).
				return nil, &Failure{Pos: st.Pos(), Msg: fmt.Sprintf("%s (in %q)", list[0].Msg, Format(st)), Err: err}
			}
		}
		return nil, &Failure{Pos: Pos{File: s.File}, Msg: fmt.Sprintf("the script, written as a file, does not parse: %v", err), Err: err}
	}
	if again.String() != text || len(again.Setup) != len(s.Setup) || len(again.Body) != len(s.Body) {
		return nil, &Failure{Pos: Pos{File: s.File}, Msg: "the script can't be written as a file and read back the same"}
	}
	keepPos := func(to, from Statement) {
		if p := from.Pos(); p.Line > 0 {
			to.(interface{ setPos(Pos) }).setPos(p)
		}
	}
	for part, list := range [2][]Statement{s.Setup, s.Body} {
		back := [2][]Statement{again.Setup, again.Body}[part]
		for i, st := range list {
			keepPos(back[i], st)
			if rs, ok := st.(*RefuseStmt); ok {
				keepPos(back[i].(*RefuseStmt).Action, rs.Action)
			}
		}
	}
	again.File = s.File
	return again, nil
}

// statementAtLine returns the statement of s that s.String() writes on
// line (1-based), or nil for the blank line between setup and body.
func statementAtLine(s *Script, line int) Statement {
	n := 0
	for part, list := range [2][]Statement{s.Setup, s.Body} {
		if part == 1 && len(s.Setup) > 0 && len(s.Body) > 0 {
			n++ // the blank line String writes between them
		}
		for _, st := range list {
			n += 1 + strings.Count(Format(st), "\n")
			if n >= line {
				return st
			}
		}
	}
	return nil
}

// continueOrder goes on with the rest of a trigger-order line once the
// targets it stopped for are chosen and the same player's team orders
// the remaining triggers. A next line that orders them itself (as files
// may) takes over, and names already put on the stack end the rest.
func (r *runner) continueOrder(next Statement) error {
	rest := r.orderRest
	if rest == nil {
		return nil
	}
	p, err := r.player(rest.Pos(), rest.Player)
	d := r.g.Pending()
	if err != nil || r.g.Team(d.Player) != r.g.Team(p) ||
		(d.Kind != game.DecideTargets && d.Kind != game.DecideTriggerOrder) {
		r.orderRest = nil // another team's decision, or the order is over
		return nil
	}
	if d.Kind == game.DecideTargets {
		return nil // more targets first
	}
	r.orderRest = nil
	if c, ok := next.(*ChooseStmt); ok {
		if q, err := r.player(c.Pos(), c.Player); err == nil && r.g.Team(q) == r.g.Team(p) {
			return nil // the next line orders them
		}
	}
	if r.stackedTrigger(rest.Options[0]) &&
		!slices.ContainsFunc(r.g.PendingTriggers(d.Player), func(t game.TriggerInfo) bool { return r.namesTrigger(rest.Options[0], t) }) {
		return nil // the list named the last one too, already on the stack
	}
	return r.choose(rest)
}

// alikeOrder returns the one answer to a pending decision that has a
// single answer a file need not give, and whether one is pending: an
// order of triggers that are all alike (the same ability of the same
// source on the same event: either order makes the same game, so the
// engine lists one answer), or, from the statement that guessed on while
// it is pending, a free cast that can only be declined (Master of Predicaments
// after a right guess: the engine asks all the same, so that the guesser
// can't tell). In Two-Headed Giant the defending player an attack
// trigger means (CR 810.7b), and the one an attacker deals its combat
// damage to (CR 810.7f), is, unless the file chooses, the player the
// creature was declared at, the first listed. A payment the player can't
// make ("you may pay {R}", "unless its controller pays {2}"), an "unless"
// the player can't do (Quickling's return with no other creature), and a card
// to take from revealed cards none of which fits (Satyr Wayfinder with no
// land), have "no" as their one answer. The opponent who guesses in
// place of a player who left (CR 800.4f) need not be chosen when only one
// is left. Ajani's Pridemate's printed "you may" has "yes" as the answer a
// file written from the later wording expects (printedMayYes).
func (r *runner) alikeOrder() (game.Action, bool) {
	if d := r.g.Pending(); d.Kind == game.DecideFind && d.Count == 1 {
		return r.findRest(d), true
	}
	if d := r.g.Pending(); d.Kind == game.DecideSearch && r.findAnswered {
		// A library search for several cards the file found some of:
		// moving on ends it, if it may end (CR 701.17b).
		for _, a := range r.g.LegalActions(nil) {
			if a.Kind == game.ActChoose && a.Object == 0 {
				return a, true
			}
		}
	}
	if a, ok := r.printedMayYes(); ok {
		return a, true
	}
	if k := r.g.Pending().Kind; k == game.DecideDefendingPlayer || k == game.DecideCombatDamagePlayer {
		if opts := r.g.LegalActions(nil); len(opts) > 0 {
			return opts[0], true
		}
	}
	if k := r.g.Pending().Kind; k != game.DecideTriggerOrder && k != game.DecideYesNo && k != game.DecideUnless && k != game.DecideTakeRevealed && k != game.DecideChoosePlayer && (k != game.DecideCastFree || !r.afterGuess) {
		return game.Action{}, false
	}
	opts := r.g.LegalActions(nil)
	if len(opts) != 1 {
		return game.Action{}, false
	}
	return opts[0], true
}

// noteGuess keeps afterGuess: set by a statement that answered a guess,
// it lasts while the free cast that follows is pending.
func (r *runner) noteGuess() {
	if r.g.Pending().Kind != game.DecideCastFree {
		r.afterGuess = false
		return
	}
	for _, e := range r.g.Events() {
		if e.Kind == game.EventChoose && e.Choice == game.ChoiceGuess {
			r.afterGuess = true
		}
	}
}

// orderAlike answers a decision alikeOrder answers that the file doesn't
// answer itself: it is left to the file when its next line other than an
// expectation (rest holds the lines after done) answers it (or refuses
// an answer) for the deciding team, or when a line expects the decision;
// a file that expected it keeps it until an action answers it, so it may
// look at the game (or try refused actions) meanwhile. Any other next line meets the game past
// it, as a file need not know that alike triggers are ordered or that a
// right guess is followed by a question.
func (r *runner) orderAlike(at Pos, done Statement, rest []Statement) error {
	_, expect := done.(Expectation)
	if _, refused := done.(*RefuseStmt); !expect && !refused {
		r.alikeHeld = false // an action: a refused one changed nothing
	}
	r.noteGuess()
	if !r.searchGoesOn(r.g.Pending()) {
		r.findAnswered = false
	}
	if _, ok := r.alikeOrder(); !ok {
		return nil
	}
	if e, ok := done.(*ExpectDecisionStmt); ok && expectsPending(e, r.g.Pending()) {
		r.alikeHeld = true
	}
	if _, tap := done.(*TapStmt); tap {
		// Mana made while a payment is asked (CR 608.2f): the file is
		// answering it, perhaps on a later line.
		r.alikeHeld = true
	}
	if r.alikeHeld || r.answeredAhead(rest) || r.expectedWaiting(rest) || r.refusalHoldsWaiting(rest) || concedesNext(rest) {
		return nil
	}
	for first := true; ; first = false {
		a, ok := r.alikeOrder()
		if !ok {
			return nil
		}
		if !first && (r.answeredAhead(rest) || r.expectedWaiting(rest) || r.refusalHoldsWaiting(rest)) {
			// The answer just given led to another such question (the
			// triggers of the damage a Two-Headed Giant attacker dealt to
			// the player chosen for it): the file may answer this one.
			return nil
		}
		if err := r.apply(at, a); err != nil {
			return err
		}
	}
}

// concedesNext reports whether the next action of rest is a concession:
// a player may concede while the question waits (CR 104.3a), and the
// question, if it is still asked after that, is looked at again then (a
// conceding player's triggers never reach the stack, CR 800.4a; the next
// team's may be ordered by the line after).
func concedesNext(rest []Statement) bool {
	for _, st := range rest {
		if _, expect := st.(Expectation); expect {
			continue
		}
		_, concede := st.(*ConcedeStmt)
		return concede
	}
	return false
}

// answeredAhead reports whether a line of rest answers the pending
// decision of alikeOrder (answersOrder) before any action other than
// that answer: the lines between may look at the game or be refused.
func (r *runner) answeredAhead(rest []Statement) bool {
	for _, st := range rest {
		if r.answersOrder(st) {
			return true
		}
		_, expect := st.(Expectation)
		_, refused := st.(*RefuseStmt)
		if !expect && !refused {
			return false
		}
		// An expectation looks; a refused line (another player's answer)
		// changes nothing: the question waits through both.
	}
	return false
}

// expectedWaiting reports whether the file looks at the game while the
// question waits: the expectations that come next (one at least) all
// hold with it unanswered ("expect stack: Siege Dragon" right after a
// resolve that stopped at the question, CR 608.2). A file whose next
// expectations hold only past the question (the bear it destroys in the
// graveyard) meets the game past it, as before. Expectations only read
// the game, so checking them twice changes nothing.
func (r *runner) expectedWaiting(rest []Statement) bool {
	n := 0
	for _, st := range rest {
		e, expect := st.(Expectation)
		if !expect {
			break
		}
		if r.expect(e) != nil {
			return false
		}
		n++
	}
	return n > 0
}

// refusalHoldsWaiting reports whether the next line is a refusal that
// holds with the question still waiting: a file may try an action while
// it waits, to check that the engine refuses it (no player has priority
// while a spell or ability resolves, CR 608.2, 116.1), and the question
// waits through it. The line is tried on a copy of the game; a refusal
// that holds only past the question (one citing a rule about the game
// after it) meets the game past it, as before.
func (r *runner) refusalHoldsWaiting(rest []Statement) bool {
	if len(rest) == 0 {
		return false
	}
	ref, ok := rest[0].(*RefuseStmt)
	if !ok {
		return false
	}
	saved := *r
	r.g = r.g.Clone()
	err := r.refuse(ref)
	*r = saved
	return err == nil
}

// answersOrder reports whether st answers the pending decision of
// alikeOrder itself: a choice (or a refused one) by a player of the
// deciding team, a cast (or a refused one) for a free cast, or an
// expectation of that decision; or checks that it waits: a refused pass
// by a player of the deciding team.
func (r *runner) answersOrder(st Statement) bool {
	ref, refused := st.(*RefuseStmt)
	if refused {
		st = ref.Action
	}
	d := r.g.Pending()
	switch st := st.(type) {
	case *PassStmt:
		// A refused pass of the deciding team checks that the question
		// waits: it is left to the file, which answers it later.
		if !refused || st.Player == "" {
			return false
		}
		p, err := r.player(st.Pos(), st.Player)
		return err == nil && r.g.Team(p) == r.g.Team(d.Player)
	case *ChooseStmt:
		p, err := r.player(st.Pos(), st.Player)
		if err != nil || r.g.Team(p) != r.g.Team(d.Player) {
			return false
		}
		if d.Kind == game.DecideDefendingPlayer || d.Kind == game.DecideCombatDamagePlayer {
			// A player is asked for: a choice naming something else
			// (the order of triggers the damage will cause) is a later
			// question's answer.
			if len(st.Options) != 1 {
				return false
			}
			_, err := r.player(st.Pos(), st.Options[0])
			return err == nil
		}
		return true
	case *CastStmt:
		p, err := r.player(st.Pos(), st.Player)
		return d.Kind == game.DecideCastFree && err == nil && r.g.Team(p) == r.g.Team(d.Player)
	case *ExpectDecisionStmt:
		return expectsPending(st, d)
	}
	return false
}

// expectsPending reports whether st expects a decision of d's kind.
func expectsPending(st *ExpectDecisionStmt, d game.Decision) bool {
	kind, ok := decisionKind(st.Kind)
	return ok && kind == d.Kind
}

// stackedTrigger reports whether ref names a triggered ability on the
// stack: by its source, its card's name, or the permanent that was
// granted it.
func (r *runner) stackedTrigger(ref string) bool { return r.stackedTriggers(ref) > 0 }

// stackedTriggers counts the triggered abilities on the stack ref names
// (see stackedTrigger).
func (r *runner) stackedTriggers(ref string) int {
	n := 0
	for _, e := range r.g.Stack() {
		if e.Kind == stack.TriggeredAbility && (r.matchesFollowed(ref, e.Source) || sameName(e.Card.Name, ref) ||
			e.Host != 0 && (r.matchesFollowed(ref, e.Host) || sameName(e.HostCard.Name, ref))) {
			n++
		}
	}
	return n
}

// runner is one run of a script.
type runner struct {
	// refusing: a "!" line's action is being tried (see refuse).
	refusing bool
	script   *Script
	cat      *card.Catalog
	g        *game.Game
	players  []string
	// aliases maps an alias to the ID its card had when set up; Follow
	// finds it after zone changes.
	aliases map[string]game.ObjectID
	// orderRest is the rest of a trigger-order line that stopped for a
	// trigger's targets: it goes on once they are chosen.
	orderRest *ChooseStmt
	// alikeHeld is set once a line expected a pending order of alike
	// triggers: the runner leaves it to the file until an action.
	alikeHeld bool
	// afterGuess: the pending free cast follows a guess (see noteGuess).
	afterGuess bool
	// forced holds the cards the last line that acted discarded without
	// a discard line (a whole hand, see forcedDiscard).
	forced []game.Event
	// findAnswered: the file has found a card in the pending search for
	// any number of cards (see findRest).
	findAnswered bool
	// yes is a "yes" to a free cast whose card has targets, with
	// expectations after it and no target line: it is answered (the one
	// legal cast) at line yesAt, after them (see yesWithTargets).
	yes   *ChooseStmt
	yesAt int
}

func fail(p Pos, err error, format string, args ...any) error {
	return &Failure{Pos: p, Msg: fmt.Sprintf(format, args...), Err: err}
}

// notAnOption fails a line that names an option the pending decision
// doesn't have (a land's name where a nonland name is asked, a creature
// that isn't blocking, a word that answers another kind of decision): no
// action can carry it to the engine, which could not accept it either, so
// a "!" line counts it as refused, citing rule (none where no rule asks
// the question; see wrongKind). rule may list more rules after the first
// ("605.1a, 305.6"): the refusal cites them all.
func notAnOption(p Pos, rule, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	first, also, _ := strings.Cut(rule, ", ")
	return &Failure{Pos: p, Msg: msg, Err: &game.RuleError{Rule: first, Also: also, Msg: msg, Kind: game.ErrNotAllowed}}
}

func (r *runner) player(p Pos, name string) (game.PlayerID, error) {
	for i, n := range r.players {
		if n == name {
			return game.PlayerID(i), nil
		}
	}
	return game.NoPlayer, fail(p, nil, "unknown player %q", name)
}

var zoneKinds = map[string]zone.Kind{
	ZoneLibrary: zone.Library, ZoneHand: zone.Hand, ZoneBattlefield: zone.Battlefield,
	ZoneGraveyard: zone.Graveyard, ZoneExile: zone.Exile, ZoneStack: zone.Stack,
}

// setup builds the game from the setup statements and starts it.
func (r *runner) setup() error {
	if err := r.checkNames(); err != nil {
		return err
	}
	cfg := game.Config{Seed: 1} // the seed is 1 unless a seed line says otherwise
	turn, active, step := 1, game.PlayerID(0), game.Main1
	var zones []*ZoneStmt
	var start *StartStmt
	lifes := []*LifeStmt{}
	// playersPos, rulePos and turnPos are the lines a refused
	// configuration or start is reported at.
	var playersPos, rulePos, turnPos Pos
	for _, st := range r.script.Setup {
		switch st := st.(type) {
		case *PlayersStmt:
			playersPos, turnPos = st.At, st.At
			r.players = st.Names
			if len(st.Names) < game.MinPlayers || len(st.Names) > game.MaxPlayers {
				return fail(st.At, nil, "the engine plays games of %d to %d players, not %d", game.MinPlayers, game.MaxPlayers, len(st.Names))
			}
			for _, n := range st.Names {
				cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
			}
		case *SeedStmt:
			cfg.Seed = st.Seed
		case *LifeStmt:
			lifes = append(lifes, st)
		case *TurnStmt:
			p, err := r.player(st.At, st.Player)
			if err != nil {
				return err
			}
			turn, active, step = st.Turn, p, game.Step(st.Step-1)
			turnPos = st.At
		case *StartStmt:
			start = st
			if st.Player != "" {
				p, err := r.player(st.At, st.Player)
				if err != nil {
					return err
				}
				cfg.StartingSeat = int(p) + 1
			}
		case *RuleStmt:
			rulePos = st.At
			if known := append([]string{"auto-pass"}, game.RuleNames()...); !slices.Contains(known, st.Name) {
				hint := ""
				for _, k := range known {
					if strings.ReplaceAll(k, "-", "") == strings.ReplaceAll(strings.ToLower(st.Name), "-", "") {
						hint = fmt.Sprintf("; did you mean %s?", k)
					}
				}
				return fail(st.At, nil, "unknown rule %q (known: %s)%s", st.Name, strings.Join(known, ", "), hint)
			}
			if st.Name == "auto-pass" { // a Config option, not a rule
				if st.Value != "on" && st.Value != "off" {
					return fail(st.At, nil, "rule auto-pass=%q: want on or off", st.Value)
				}
				cfg.AutoPass = st.Value == "on"
			} else if err := cfg.Rules.Set(st.Name, st.Value); err != nil {
				return fail(st.At, err, "%v", err)
			}
		case *ZoneStmt:
			zones = append(zones, st)
		}
	}
	g, err := game.NewEmpty(cfg)
	if err != nil {
		// The players line, unless the players alone are fine: then a
		// rule refused them (Two-Headed Giant with three players).
		at := playersPos
		if _, alone := game.NewEmpty(game.Config{Players: cfg.Players}); alone == nil && rulePos.Line > 0 {
			at = rulePos
		}
		return fail(at, err, "%v", err)
	}
	r.g = g
	var teamLife [game.MaxPlayers]*LifeStmt // Two-Headed Giant: one life per team
	for _, st := range lifes {
		p, err := r.player(st.At, st.Player)
		if err != nil {
			return err
		}
		if first := teamLife[g.Team(p)]; first != nil && first.Life != st.Life {
			return fail(st.At, nil, "life %s %d: %s's team's life is %d (line %d); a team has one life total (CR 810.4)",
				st.Player, st.Life, first.Player, first.Life, first.At.Line)
		}
		teamLife[g.Team(p)] = st
		if err := g.SetLife(p, st.Life); err != nil {
			return fail(st.At, err, "%v", err)
		}
	}
	for _, st := range zones {
		if err := r.putZone(st); err != nil {
			return err
		}
	}
	if start != nil {
		// CR 103: the start of the game, from the libraries as listed.
		if err := g.StartOpening(start.Shuffled); err != nil {
			return fail(start.At, err, "%v", err)
		}
		return nil
	}
	if err := g.Start(turn, active, step); err != nil {
		return fail(turnPos, err, "%v", err)
	}
	return nil
}

// putZone puts the items of one zone line into the game.
func (r *runner) putZone(st *ZoneStmt) error {
	owner, err := r.player(st.At, st.Player)
	if err != nil {
		return err
	}
	z := zoneKinds[st.Zone]
	for _, it := range st.Items {
		var d *card.Definition
		var opt game.PutOptions
		if it.Mods.Token {
			t, ok := tokenNamed(it.Name)
			if !ok {
				return fail(st.At, nil, "unknown token %q", it.Name)
			}
			d, opt.Token = t, true
		} else {
			var err error
			if d, err = r.cat.Lookup(it.Name); err != nil {
				return fail(st.At, err, "%v", err)
			}
		}
		if it.Mods.Attached != "" {
			id, err := r.uniqueByZone(st.At, it.Mods.Attached)
			if err != nil {
				if _, named := r.aliases[it.Mods.Attached]; !named && len(r.matching(it.Mods.Attached)) == 0 {
					return fail(st.At, nil, "attached=%s: nothing of that name is set up yet (attached= names an object listed before it)", it.Mods.Attached)
				}
				return err
			}
			opt.AttachedTo = id
		}
		opt.Tapped, opt.Sick, opt.Chosen = it.Mods.Tapped, it.Mods.Sick, r.chosenAsPrinted(it.Mods.Chosen)
		if it.Mods.Damage != nil {
			opt.Damage = *it.Mods.Damage
		}
		for _, c := range it.Mods.Counters {
			k, ok := game.ParseCounterKind(c.Kind)
			if !ok {
				return fail(st.At, nil, "unknown counter kind %q", c.Kind)
			}
			if c.N > math.MaxInt-opt.Counters[k] {
				return fail(st.At, nil, "%s: the counter=%s: counts add up to more than %d", d.Name, c.Kind, math.MaxInt)
			}
			opt.Counters[k] += c.N
			// A planeswalker's loyalty is then exactly that (0 too);
			// another permanent just has the counters.
			opt.ExactLoyalty = opt.ExactLoyalty || k == game.Loyalty && d.Types&card.Planeswalker != 0
		}
		if it.Mods.Loyalty != nil {
			if d.Types&card.Planeswalker == 0 {
				return fail(st.At, nil, "loyalty= is a planeswalker's loyalty, and %s is no planeswalker (counter=loyalty:N puts loyalty counters on anything)", d.Name)
			}
			if opt.Counters[game.Loyalty] != 0 {
				return fail(st.At, nil, "%s: loyalty= and counter=loyalty: both set its loyalty; give one", d.Name)
			}
			opt.Counters[game.Loyalty] = *it.Mods.Loyalty
			opt.ExactLoyalty = true
		}
		if it.Mods.Controller != "" {
			c, err := r.player(st.At, it.Mods.Controller)
			if err != nil {
				return err
			}
			opt.Controller, opt.SetController = c, true
		}
		for i := 0; i < it.Count; i++ {
			id, err := r.g.Put(owner, z, d, opt)
			if err != nil {
				return fail(st.At, err, "%v", err)
			}
			if it.Mods.Alias != "" {
				if _, dup := r.aliases[it.Mods.Alias]; dup || it.Count > 1 {
					return fail(st.At, nil, "alias %q names more than one card", it.Mods.Alias)
				}
				r.aliases[it.Mods.Alias] = id
			}
		}
	}
	return nil
}

// exec runs one body statement.
func (r *runner) exec(st Statement) error {
	switch st := st.(type) {
	case *RefuseStmt:
		return r.refuse(st)
	case Action:
		return r.act(st)
	case Expectation:
		return r.expect(st)
	}
	return fail(st.Pos(), nil, "unexpected statement %q", st.String())
}

// refuse checks that the engine refuses an action, citing the rule if
// one is given, and that the refusal changed nothing. A line of several
// answers (an order of triggers, cards to put on top or bottom, cards to
// discard) is refused as a whole: the answers before the refused one are
// taken back.
func (r *runner) refuse(st *RefuseStmt) error {
	var whole *game.Game
	if severalAnswers(st.Action) {
		whole = r.g.Clone()
	}
	before := r.g.Fingerprint()
	r.refusing = true
	err := r.act(st.Action)
	r.refusing = false
	if err == nil {
		return fail(st.At, nil, "the engine accepted %q, which it must refuse", st.Action.String())
	}
	var f *Failure
	if !errors.As(err, &f) || f.Err == nil {
		return err // the action could not even be built: a broken scenario
	}
	var re *game.RuleError
	if !errors.As(f.Err, &re) {
		return fail(st.At, f.Err, "refused without a rule error: %v", f.Err)
	}
	if st.Rule != "" && !re.CitesPrefix(st.Rule) {
		return fail(st.At, f.Err, "refused citing CR %q, want %s: %v", re.Rule, st.Rule, re)
	}
	if after := r.g.Fingerprint(); after != before {
		if whole != nil {
			r.g, r.orderRest = whole, nil
			return nil
		}
		return fail(st.At, nil, "the refused action changed the game")
	}
	return nil
}

// severalAnswers reports whether a is a line that answers several
// decisions in turn.
func severalAnswers(a Action) bool {
	switch s := a.(type) {
	case *ChooseStmt:
		return len(s.Options) > 1
	case *DiscardStmt:
		return len(s.Refs) > 1
	}
	return false
}

// checkNames looks up every card and token name of the setup first, so
// that a file with several misspelled names is told of all of them at
// once, each with its line, rather than one per run.
func (r *runner) checkNames() error {
	var first *Failure
	var more []string
	for _, st := range r.script.Setup {
		z, ok := st.(*ZoneStmt)
		if !ok {
			continue
		}
		for _, it := range z.Items {
			var err error
			msg := ""
			if it.Mods.Token {
				if _, ok := tokenNamed(it.Name); !ok {
					msg = fmt.Sprintf("unknown token %q (the tokens: %s)", it.Name, tokenNames())
				}
			} else if _, err = r.cat.Lookup(it.Name); err != nil {
				msg = err.Error()
			}
			switch {
			case msg == "":
			case first == nil:
				first = &Failure{Pos: z.At, Msg: msg, Err: err}
			default:
				more = append(more, fmt.Sprintf("line %d: %s", z.At.Line, msg))
			}
		}
	}
	if first == nil {
		return nil
	}
	if len(more) > 0 {
		first.Msg += "; also " + strings.Join(more, "; ")
	}
	return first
}

// chosenAsPrinted returns a setup's chosen= value as the engine keeps it:
// a card name or a creature type as printed, whatever the letter case
// it was written in; anything else as it is.
func (r *runner) chosenAsPrinted(v string) string {
	if v == "" {
		return v
	}
	if d, err := r.cat.Lookup(v); err == nil {
		return d.Name
	}
	for _, t := range ability.CreatureTypes {
		if strings.EqualFold(t, v) {
			return t
		}
	}
	return v
}

// tokenNamed finds the token definition a setup names: as card.Token
// does, or in another letter case or with a typographic apostrophe.
func tokenNamed(name string) (*card.Definition, bool) {
	if d, ok := card.Token(name); ok {
		return d, true
	}
	for _, d := range card.Tokens() {
		if sameName(card.TokenKey(d), name) {
			return d, true
		}
	}
	return nil, false
}

// tokenNames lists the names setups give tokens by.
func tokenNames() string {
	var names []string
	for _, d := range card.Tokens() {
		names = append(names, card.TokenKey(d))
	}
	return strings.Join(names, ", ")
}

// matching lists every object ref names, in allObjects order.
func (r *runner) matching(ref string) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range r.allObjects() {
		if r.matches(ref, id) {
			out = append(out, id)
		}
	}
	return out
}

// pastExpectations returns the index of the first statement after body[i]
// that is not an expectation, or len(body).
func pastExpectations(body []Statement, i int) int {
	j := i + 1
	for j < len(body) {
		if _, expect := body[j].(Expectation); !expect {
			break
		}
		j++
	}
	return j
}
