package scenario

import (
	"slices"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// chooseMore answers the choices wave 2b adds; it reports false for other
// decisions. Each answer is picked among the legal options, so the
// engine judges it as it would any action:
//
//   - a card name or creature type: "choose Lightning Strike", "choose Goblin";
//   - "unless": "choose REF" (the permanent to sacrifice or return),
//     "choose yes" (pay the life; without a life alternative, the one
//     permanent that can pay it, see unlessYes), "choose no" (do none);
//   - top or bottom: "choose REF top; REF bottom" (or "choose top" for
//     the player's only card), one card per option, in order;
//   - a card found in several zones: "choose REF" or "choose no"; a card
//     entering attacking takes "choose REF; PLAYER" or "choose REF; REF"
//     for the planeswalker it attacks (CR 508.4);
//   - a secret choice "choose REF", a guess "choose yes" (greater) or
//     "choose no", and declining a free cast "choose no".
func (r *runner) chooseMore(st *ChooseStmt, d game.Decision, p game.PlayerID) (bool, error) {
	at := st.At
	opts := r.g.LegalActions(nil)
	pick := func(ok func(game.Action) bool, what string) error {
		for _, a := range opts {
			if ok(a) {
				a.Player = p // a teammate answering is judged by the engine
				return r.apply(at, a)
			}
		}
		return fail(at, nil, "%s is not a legal choice now (pending: %s)", what, d.Kind)
	}
	one := st.Options[0]
	switch d.Kind {
	case game.DecideName, game.DecideCreatureType, game.DecideChoosePlayer, game.DecideDefendingPlayer, game.DecideCombatDamagePlayer:
		// One answer is asked: a list is a mistake, not a choice.
		if len(st.Options) != 1 {
			return true, fail(at, nil, "one answer is asked (%s), not %d", d.Kind, len(st.Options))
		}
	}
	switch d.Kind {
	case game.DecideName:
		i := nameIndex(game.CardNames(), one)
		if i < 0 {
			return true, notAnOption(at, "201.3a", "%q is not a nonland card name", one)
		}
		return true, r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Choice: i})
	case game.DecideCreatureType:
		i := nameIndex(ability.CreatureTypes, one)
		if i < 0 {
			return true, notAnOption(at, "205.3m", "%q is not a creature type", one)
		}
		return true, r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Choice: i})
	case game.DecideChoosePlayer, game.DecideDefendingPlayer, game.DecideCombatDamagePlayer:
		q, err := r.player(at, one)
		if err != nil {
			// A planeswalker or a creature is no answer: a player is
			// asked for (CR 800.4f, 810.7b, 810.7f).
			return true, notAnOption(at, playerQuestionRule[d.Kind], "%q is not a player: %s asks for a player", one, d.Kind)
		}
		return true, r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Choice: int(q)})
	case game.DecideUnless, game.DecideGuess:
		switch one {
		case "yes":
			if d.Kind == game.DecideUnless {
				return true, r.unlessYes(at, p)
			}
			return true, r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Choice: 1})
		case "no":
			return true, r.apply(at, game.Action{Kind: game.ActChoose, Player: p})
		}
		return true, r.pickObject(at, opts, one, game.Action{Kind: game.ActChoose, Player: p})
	case game.DecideTopOrBottom:
		for _, opt := range pairPlaces(st.Options) {
			if r.g.Pending().Kind != game.DecideTopOrBottom {
				return true, fail(at, nil, "no card is left to put on top or bottom for %q", opt)
			}
			// The place is the last word: a card's name may have spaces.
			ref, where := "", opt
			if i := strings.LastIndexByte(opt, ' '); i >= 0 {
				ref, where = opt[:i], opt[i+1:]
			}
			if where != "top" && where != "bottom" {
				return true, notAnOption(at, "", "%q: say REF top or REF bottom", opt)
			}
			choice := 0
			if where == "bottom" {
				choice = 1
			}
			opts = r.g.LegalActions(nil)
			var err error
			if ref == "" {
				err = pick(func(a game.Action) bool { return a.Choice == choice }, opt)
			} else {
				err = r.pickObject(at, slices.DeleteFunc(opts, func(a game.Action) bool { return a.Choice != choice }), ref,
					game.Action{Kind: game.ActChoose, Player: p, Choice: choice})
			}
			if err != nil {
				return true, err
			}
		}
		return true, nil
	case game.DecideFind, game.DecideHiddenCard, game.DecideCastFree:
		if d.Kind == game.DecideFind && d.Count == 1 && one != "no" && one != "library" {
			return true, r.findAnyNumber(st, p, opts)
		}
		if (one == "no" || one == "library") && len(st.Options) > 1 {
			return true, fail(at, nil, "%s: %q takes no other answer, not %d answers", d.Kind, one, len(st.Options))
		}
		switch one {
		case "no":
			return true, pick(func(a game.Action) bool { return a.Kind == game.ActChoose && a.Object == 0 && a.Choice == 0 }, one)
		case "library":
			return true, r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Choice: 1})
		}
		if len(st.Options) == 1 {
			if d.Kind == game.DecideFind && r.defenderChoice(opts, one) {
				// Written without what it attacks, a card entering
				// attacking attacks the opponent, as an attacker of an
				// "attack" line does (CR 508.4).
				q, err := r.soleOpponent(at, p)
				if err != nil {
					return true, fail(at, nil, "%s enters attacking and %s has several opponents: name what it attacks (%s; PLAYER or PLANESWALKER, CR 508.4)", one, r.players[p], one)
				}
				return true, r.findAttacking(at, p, opts, one, r.players[q])
			}
			return true, r.pickObject(at, opts, one, game.Action{Kind: game.ActChoose, Player: p})
		}
		if len(st.Options) > 2 {
			// One card, and the one player or planeswalker it attacks
			// (CR 508.4).
			return true, fail(at, nil, "%s: a card and what it attacks are asked, not %d answers", d.Kind, len(st.Options))
		}
		return true, r.findAttacking(at, p, opts, one, st.Options[1])
	}
	return false, nil
}

// pairPlaces joins a card's name and the place after it given as the next
// answer (`cc; bottom`) into one answer (`cc bottom`).
func pairPlaces(opts []string) []string {
	var out []string
	for i := 0; i < len(opts); i++ {
		o := opts[i]
		if !isPlace(lastWord(o)) && i+1 < len(opts) && isPlace(opts[i+1]) {
			o += " " + opts[i+1]
			i++
		}
		out = append(out, o)
	}
	return out
}

func isPlace(w string) bool { return w == "top" || w == "bottom" }

func lastWord(s string) string {
	if i := strings.LastIndexByte(s, ' '); i >= 0 {
		return s[i+1:]
	}
	return s
}

// nameIndex returns the index of name in names (sorted), as written or in
// another letter case or with a typographic apostrophe, as card names are
// read everywhere in a file; -1 if it is none of them.
func nameIndex(names []string, name string) int {
	if i, ok := slices.BinarySearch(names, name); ok {
		return i
	}
	for i, n := range names {
		if sameName(n, name) {
			return i
		}
	}
	return -1
}

// pickObject applies the first legal option naming ref; with none, it
// applies base naming ref anyway, so that the engine says why it refuses
// (a "!" line expects that).
func (r *runner) pickObject(at Pos, opts []game.Action, ref string, base game.Action) error {
	var found *game.Action
	for i := range opts {
		a := &opts[i]
		if a.Object == 0 || !r.matches(ref, a.Object) {
			continue
		}
		if found != nil && found.Object != a.Object && !r.interchangeable(found.Object, a.Object) {
			return fail(at, nil, "%q is ambiguous: %s and %s could be chosen (use an alias)", ref, r.name(found.Object), r.name(a.Object))
		}
		if found == nil {
			found = a
		}
	}
	if found != nil {
		a := *found
		a.Player = base.Player // a teammate answering is judged by the engine
		return r.apply(at, a)
	}
	id, err := r.unique(at, ref)
	if err != nil {
		return err
	}
	base.Object = id
	return r.apply(at, base)
}

// interchangeable reports whether objects a and b can't be told apart:
// the same card or token in the same state (tapped, damage, counters,
// characteristics, what it is attached to, its place in combat, with
// nothing attached to either and no item on the stack naming either),
// neither with an alias that could name it.
// A name that matches both picks either: two Soldier tokens made
// together are ordered or chosen by their name.
func (r *runner) interchangeable(a, b game.ObjectID) bool {
	x, ok1 := r.g.Object(a)
	y, ok2 := r.g.Object(b)
	return ok1 && ok2 && x.Card == y.Card && x.Owner == y.Owner && x.Controller == y.Controller &&
		x.Zone == y.Zone && x.Token == y.Token && x.Tapped == y.Tapped && x.SummoningSick == y.SummoningSick &&
		x.Damage == y.Damage && x.Power == y.Power && x.Toughness == y.Toughness && x.Keywords == y.Keywords &&
		x.Types == y.Types && x.Colors == y.Colors && x.Counters == y.Counters && x.AttachedTo == y.AttachedTo &&
		x.Restrictions == y.Restrictions && x.Protection == y.Protection && slices.Equal(x.Subtypes, y.Subtypes) &&
		r.sameCombatPlace(a, b) && !r.hasAttachment(a) && !r.hasAttachment(b) && !r.aliased(a) && !r.aliased(b) &&
		!r.onStack(a) && !r.onStack(b)
}

// onStack reports whether another item on the stack names id: as a
// target, or as the source, host or grantor of an ability. A token a
// spell targets is not its twin's equal: sacrificing one or the other
// decides whether the spell fizzles (CR 608.2b). A spell is not named by
// being itself: two alike copies of a spell stay alike.
func (r *runner) onStack(id game.ObjectID) bool {
	for _, e := range r.g.Stack() {
		if e.Kind != stack.Spell && e.Source == id || e.Host == id || e.GrantedBy == id {
			return true
		}
		for _, t := range e.Targets {
			if !t.IsPlayer() && game.ObjectID(t.Object) == id {
				return true
			}
		}
	}
	return false
}

// sameCombatPlace reports whether a and b stand alike in combat: neither
// in it, both attacking the same player or planeswalker and both blocked
// or not, or both blocking the same attackers.
func (r *runner) sameCombatPlace(a, b game.ObjectID) bool {
	if !r.g.InCombat(a) && !r.g.InCombat(b) {
		return true
	}
	atkA, okA := r.g.AttackOf(a)
	atkB, okB := r.g.AttackOf(b)
	if okA || okB {
		return okA && okB && atkA.Player == atkB.Player && atkA.Planeswalker == atkB.Planeswalker &&
			r.g.Blocked(a) == r.g.Blocked(b)
	}
	for _, at := range r.g.Attackers() {
		blockers := r.g.Blockers(at)
		if slices.Contains(blockers, a) != slices.Contains(blockers, b) {
			return false
		}
	}
	return true
}

// aliased reports whether an alias of the file names id now.
func (r *runner) aliased(id game.ObjectID) bool {
	for _, set := range r.aliases {
		if now, ok := r.g.Follow(set); ok && now == id {
			return true
		}
	}
	return false
}

// hasAttachment reports whether an Aura or Equipment is attached to id:
// what is attached tells a permanent apart from its twin.
func (r *runner) hasAttachment(id game.ObjectID) bool {
	for p := range r.g.NumPlayers() {
		for _, o := range r.g.Zone(game.PlayerID(p), zone.Battlefield) {
			if info, ok := r.g.Object(o); ok && info.AttachedTo == id {
				return true
			}
		}
	}
	return false
}

// defenderChoice reports whether the options naming ref differ in their
// target: a card that enters attacking, with more than one player or
// planeswalker it may attack.
func (r *runner) defenderChoice(opts []game.Action, ref string) bool {
	var first game.Target
	seen := false
	for _, a := range opts {
		if a.Object == 0 || a.NumTargets != 1 || !r.matches(ref, a.Object) {
			continue
		}
		if seen && a.Targets[0] != first {
			return true
		}
		first, seen = a.Targets[0], true
	}
	return false
}

// findAttacking answers DecideFind with a card that enters attacking
// what def names (a player or a planeswalker), and DecideTakeRevealed
// with an Aura and the permanent it enters attached to: the listed
// option, or else the action built from the names, for the engine to
// refuse.
func (r *runner) findAttacking(at Pos, p game.PlayerID, opts []game.Action, ref, def string) error {
	var t game.Target
	if q, err := r.player(at, def); err == nil {
		t = game.PlayerTarget(q)
	} else {
		id, err := r.uniqueByZone(at, def)
		if err != nil {
			return err
		}
		t = game.ObjectTarget(id)
	}
	for _, a := range opts {
		if a.Object != 0 && r.matches(ref, a.Object) && a.NumTargets == 1 && a.Targets[0] == t {
			a.Player = p
			return r.apply(at, a)
		}
	}
	id, err := r.unique(at, ref)
	if err != nil {
		return err
	}
	return r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Object: id}.WithTargets(t))
}

// playerQuestionRule is the rule that asks for a player in each decision
// answered by naming one.
var playerQuestionRule = map[game.DecisionKind]string{
	game.DecideChoosePlayer:       "800.4f",
	game.DecideDefendingPlayer:    "810.7b",
	game.DecideCombatDamagePlayer: "810.7f",
}
