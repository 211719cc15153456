package scenario

import (
	"fmt"
	"golang.org/x/exp/slices"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// expect checks one expectation against the game.
func (r *runner) expect(st Expectation) error {
	at := st.Pos()
	g := r.g
	switch st := st.(type) {
	case *ExpectLifeStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		if got := g.Life(p); got != st.Life {
			return fail(at, nil, "life %s: got %d, want %d", st.Player, got, st.Life)
		}
	case *ExpectZoneStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		got := r.names(g.Zone(p, zoneKinds[st.Zone]))
		want := append([]string(nil), st.Names...)
		for i, n := range want {
			want[i] = r.printedName(n)
		}
		if st.Zone != ZoneLibrary {
			slices.Sort(got)
			slices.Sort(want)
		}
		if st.Top {
			if len(got) < len(want) {
				return fail(at, nil, "library %s: %s, want at least %d on top: [%s]", st.Player, cardCount(len(got)), len(want), strings.Join(want, "; "))
			}
			if got = got[:len(want)]; !slices.Equal(got, want) {
				return fail(at, nil, "library %s: top [%s], want [%s]", st.Player, strings.Join(got, "; "), strings.Join(want, "; "))
			}
			break
		}
		if !slices.Equal(got, want) || !r.keysHold(g.Zone(p, zoneKinds[st.Zone]), st.Names) {
			return fail(at, nil, "%s %s: got [%s], want [%s]", st.Zone, st.Player, strings.Join(r.keyedNames(g.Zone(p, zoneKinds[st.Zone]), st.Names), "; "), strings.Join(st.Names, "; "))
		}
	case *ExpectCountStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		if got := g.ZoneLen(p, zoneKinds[st.Zone]); got != st.Count {
			return fail(at, nil, "%s %s: %d objects, want %d", st.Zone, st.Player, got, st.Count)
		}
	case *ExpectInZoneStmt:
		o, err := r.object(at, st.Ref)
		if err != nil {
			return err
		}
		if o.Zone != zoneKinds[st.Zone] {
			return fail(at, nil, "%s is in the %s, want %s", st.Ref, o.Zone, st.Zone)
		}
	case *ExpectTappedStmt:
		o, err := r.permanent(at, st.Ref)
		if err != nil {
			return err
		}
		if o.Tapped != st.Tapped {
			return fail(at, nil, "%s tapped=%v, want %v", st.Ref, o.Tapped, st.Tapped)
		}
	case *ExpectPTStmt:
		o, err := r.permanent(at, st.Ref)
		if err != nil {
			return err
		}
		if o.Power != st.Power || o.Toughness != st.Toughness {
			return fail(at, nil, "%s is %d/%d, want %d/%d", st.Ref, o.Power, o.Toughness, st.Power, st.Toughness)
		}
	case *ExpectDamageStmt:
		o, err := r.permanent(at, st.Ref)
		if err != nil {
			return err
		}
		if o.Damage != st.Damage {
			return fail(at, nil, "%s has %d damage, want %d", st.Ref, o.Damage, st.Damage)
		}
	case *ExpectLoyaltyStmt:
		o, err := r.permanent(at, st.Ref)
		if err != nil {
			return err
		}
		got := o.Counter(game.Loyalty)
		if o.Zone != zone.Battlefield {
			got = o.Loyalty() // a card's loyalty off the battlefield is printed (CR 306.5a)
		}
		if got != st.Loyalty {
			return fail(at, nil, "%s has loyalty %d, want %d", st.Ref, got, st.Loyalty)
		}
	case *ExpectCountersStmt:
		o, err := r.permanent(at, st.Ref)
		if err != nil {
			return err
		}
		k, ok := game.ParseCounterKind(st.Kind)
		if !ok {
			return fail(at, nil, "unknown counter kind %q", st.Kind)
		}
		if got := o.Counter(k); got != st.N {
			return fail(at, nil, "%s has %d %s counters, want %d", st.Ref, got, st.Kind, st.N)
		}
	case *ExpectAttachedStmt:
		o, err := r.permanent(at, st.Ref)
		if err != nil {
			return err
		}
		if st.To == "" {
			if o.AttachedTo != 0 {
				return fail(at, nil, "%s is attached to %s, want none", st.Ref, r.name(o.AttachedTo))
			}
			break
		}
		to, err := r.uniqueByZone(at, st.To)
		if err != nil {
			return err
		}
		if o.AttachedTo != to {
			return fail(at, nil, "%s is attached to %s, want %s", st.Ref, r.name(o.AttachedTo), st.To)
		}
	case *ExpectCombatStmt:
		return r.expectCombat(at, st)
	case *ExpectListedStmt:
		return r.expectListed(at, st)
	case *ExpectControllerStmt:
		o, err := r.permanent(at, st.Ref)
		if err != nil {
			return err
		}
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		if o.Controller != p {
			return fail(at, nil, "%s is controlled by %s, want %s", st.Ref, g.PlayerName(o.Controller), st.Player)
		}
	case *ExpectKeywordStmt:
		o, err := r.object(at, st.Ref)
		if err != nil {
			return err
		}
		if cs, ok := protectionColors(st.Keyword); ok {
			if (o.Protection&cs == cs) != st.Has {
				return fail(at, nil, "%s has %s: %v, want %v", st.Ref, st.Keyword, !st.Has, st.Has)
			}
			return nil
		}
		if has, ok := attachKeyword(o, st.Keyword); ok {
			if has != st.Has {
				return fail(at, nil, "%s has %s: %v, want %v", st.Ref, st.Keyword, has, st.Has)
			}
			return nil
		}
		k, ok := ability.ParseKeyword(st.Keyword)
		if !ok && slices.Contains(absentKeywords, strings.ToLower(st.Keyword)) {
			// A keyword of the rules no card here has: nothing has it.
			if st.Has {
				return fail(at, nil, "%s lacks %s: no card of this engine has it", st.Ref, st.Keyword)
			}
			return nil
		}
		if !ok {
			return fail(at, nil, "unknown keyword %q", st.Keyword)
		}
		if o.Keywords.Has(k) != st.Has {
			return fail(at, nil, "%s has %s: %v, want %v", st.Ref, st.Keyword, !st.Has, st.Has)
		}
	case *ExpectPoolStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		want, err := mana.ParsePool(st.Mana)
		if err != nil {
			return fail(at, err, "%v", err)
		}
		if got := g.Pool(p); got != want {
			return fail(at, nil, "pool %s: got %s, want %s", st.Player, poolWords(got), poolWords(want))
		}
	case *ExpectStackStmt:
		stack := g.Stack()
		if st.Count != nil {
			if len(stack) != *st.Count {
				return fail(at, nil, "stack: %d objects, want %d", len(stack), *st.Count)
			}
			return nil
		}
		var got, also []string
		for _, e := range stack {
			name, card := e.Card.Name, ""
			if e.HostCard != nil {
				// A granted ability is its host's (CR 112.7); the card
				// that grants it names it too, as in an order of triggers.
				name, card = e.HostCard.Name, e.Card.Name
			} else if o, ok := r.followed(e.Source); ok && o.Card != nil && o.Card.Name != name {
				// A copy's ability that resolves after it left is named
				// by the copy it was, or by its card (CR 706.2).
				card = o.Card.Name
			}
			if n, ok := strings.CutSuffix(name, " Emblem"); ok && card == "" {
				card = n // an emblem has no name: its planeswalker's names it (CR 113.3)
			}
			got, also = append(got, name), append(also, card)
		}
		match := len(got) == len(st.Names)
		for i := 0; match && i < len(got); i++ {
			match = sameName(got[i], st.Names[i]) || also[i] != "" && sameName(also[i], st.Names[i]) ||
				r.aliasOnStack(st.Names[i], stack[i])
		}
		if !match {
			return fail(at, nil, "stack: got [%s], want [%s]%s", strings.Join(got, "; "), strings.Join(st.Names, "; "), r.waitingTriggersHint())
		}
	case *ExpectStepStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		// In Two-Headed Giant the turn is the team's (CR 805.4).
		if g.Team(g.ActivePlayer()) != g.Team(p) || g.Step() != game.Step(st.Step-1) {
			return fail(at, nil, "step: %s %s, want %s %s", g.PlayerName(g.ActivePlayer()), g.Step(), st.Player, st.Step)
		}
	case *ExpectDecisionStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		kind, ok := decisionKind(st.Kind)
		if !ok {
			return fail(at, nil, "unknown decision %q", st.Kind)
		}
		// A team decision of Two-Headed Giant is either teammate's
		// (CR 805.5, 805.7), as for expect priority.
		if g.Over() && kind != game.DecideNone {
			return fail(at, nil, "the game is over (%s), want %s's %s", r.result(), st.Player, kind)
		}
		// With nothing pending (a game over or not begun) no one decides:
		// "expect decision P none" holds whoever P is.
		if d := g.Pending(); d.Kind != kind || kind != game.DecideNone && d.Player != p && !g.MayAnswer(p) {
			return fail(at, nil, "pending: %s's %s decision, want %s's %s", g.PlayerName(d.Player), d.Kind, st.Player, kind)
		}
	case *ExpectTurnStmt:
		if g.Turn() != st.Turn {
			return fail(at, nil, "turn %d, want %d", g.Turn(), st.Turn)
		}
	case *ExpectPriorityStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		if g.Over() {
			return fail(at, nil, "the game is over (%s), want %s's priority", r.result(), st.Player)
		}
		// In Two-Headed Giant the team has priority (CR 805.5).
		if got := g.PriorityPlayer(); got == game.NoPlayer || g.Team(got) != g.Team(p) {
			return fail(at, nil, "priority: %s (pending %s of %s), want %s", g.PlayerName(got), g.Pending().Kind, g.PlayerName(g.Pending().Player), st.Player)
		}
	case *ExpectLostStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		if !g.Lost(p) {
			return fail(at, nil, "%s has not lost", st.Player)
		}
	case *ExpectLeftStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		// A player who loses leaves the game, the last one too, and so
		// does every player of a game that is a draw (CR 104.5).
		if !g.Lost(p) && !(g.Over() && g.Winner() == game.NoPlayer) {
			return fail(at, nil, "%s has not left the game", st.Player)
		}
		// A player who left a game that goes on has nothing left in it
		// (CR 800.4a); once the game is over, nothing is removed.
		for _, id := range r.allObjects() {
			if g.Over() {
				break
			}
			if o, _ := g.Object(id); o.Owner == p || o.Controller == p {
				return fail(at, nil, "%s left but %s is still in the %s (CR 800.4a)", st.Player, o.Card.Name, o.Zone)
			}
		}
	case *ExpectWinnerStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		if !g.Over() || g.Winner() == game.NoPlayer || g.Team(g.Winner()) != g.Team(p) {
			switch {
			case !g.Over():
				return fail(at, nil, "winner: the game is still going on, want %s the winner", st.Player)
			case g.Winner() == game.NoPlayer:
				return fail(at, nil, "winner: the game ended in a draw, want %s the winner", st.Player)
			}
			return fail(at, nil, "winner: %s won, want %s", g.PlayerName(g.Winner()), st.Player)
		}
	case *ExpectPlayingStmt:
		if g.Over() {
			return fail(at, nil, "the game is over")
		}
	case *ExpectColorStmt, *ExpectTypesStmt, *ExpectSubtypesStmt:
		return r.expectCharacteristic(at, st)
	case *ExpectTokensStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		known := false
		for _, d := range card.Tokens() {
			known = known || sameName(d.Name, st.Name) || sameName(card.TokenKey(d), st.Name)
		}
		if !known && !creatureTypesName(st.Name) {
			// A typo would make "0 tokens" hold for nothing; a name made
			// of creature types (Elf Warrior) may name a token no card of
			// the set makes (CR 110.5c), and a card's name is no typo:
			// a file may check that a copy of a card is not a token
			// (CR 706.2, 110.5).
			if _, err := r.cat.Lookup(st.Name); err != nil {
				return fail(at, nil, "unknown token %q (the tokens: %s; or creature types, or a card's name)", st.Name, tokenNames())
			}
		}
		got := 0
		for _, id := range g.Zone(p, zone.Battlefield) {
			if o, _ := g.Object(id); o.Token && namesCard(st.Name, o.Card) {
				got++
			}
		}
		if got != st.Count {
			return fail(at, nil, "%s controls %d %s tokens, want %d", st.Player, got, st.Name, st.Count)
		}
	case *ExpectKnownStmt:
		viewer, err := r.player(at, st.Viewer)
		if err != nil {
			return err
		}
		owner, err := r.player(at, st.Owner)
		if err != nil {
			return err
		}
		vp := g.View(viewer).Players[owner]
		known := vp.KnownLibrary
		if st.Zone == ZoneHand {
			known = vp.KnownHand
		}
		got := []string{}
		for _, o := range known {
			got = append(got, o.Name)
		}
		want := append([]string{}, st.Names...)
		for i, n := range want {
			want[i] = r.printedName(n)
		}
		if st.Zone == ZoneHand {
			slices.Sort(got)
			slices.Sort(want)
		}
		if !slices.Equal(got, want) {
			return fail(at, nil, "%s knows in %s's %s: got [%s], want [%s]", st.Viewer, st.Owner, st.Zone, strings.Join(got, "; "), strings.Join(want, "; "))
		}
	default:
		return fail(at, nil, "unknown expectation %q", st.String())
	}
	return nil
}

// object finds the unique object ref names, anywhere.
func (r *runner) object(at Pos, ref string) (game.ObjectInfo, error) {
	return r.info(r.unique(at, ref))
}

// permanent finds the object ref names for a question about a permanent
// (tap state, damage, counters, attachments): by zone, the battlefield
// first (uniqueByZone).
func (r *runner) permanent(at Pos, ref string) (game.ObjectInfo, error) {
	return r.info(r.uniqueByZone(at, ref))
}

// info is what can be seen of the object id, or err.
func (r *runner) info(id game.ObjectID, err error) (game.ObjectInfo, error) {
	if err != nil {
		return game.ObjectInfo{}, err
	}
	o, _ := r.g.Object(id)
	return o, nil
}

func (r *runner) names(ids []game.ObjectID) []string {
	out := []string{}
	for _, id := range ids {
		o, _ := r.g.Object(id)
		out = append(out, o.Card.Name)
	}
	return out
}

func (r *runner) name(id game.ObjectID) string {
	if o, ok := r.g.Object(id); ok {
		return o.Card.Name
	}
	return "none"
}

// decisionKind maps a decision's scenario name, its engine name with '-'
// for spaces and '/' ("starting-player", "yes-no"), to its kind.
func decisionKind(name string) (game.DecisionKind, bool) {
	for k := game.DecideNone; k.String() != "decision?"; k++ {
		if decisionName(k) == name {
			return k, true
		}
	}
	return 0, false
}

// decisionName is the name of k in "expect decision": its words joined
// by '-'.
func decisionName(k game.DecisionKind) string {
	return strings.NewReplacer(" ", "-", "/", "-").Replace(k.String())
}

// expectCharacteristic checks "expect color/types/subtypes REF ...". The
// parser splits REF from the values at the longest run of values; when
// that REF names nothing, the first values belong to REF after all
// ("expect subtypes Runeclaw Bear Bear"), so shorter runs are tried.
func (r *runner) expectCharacteristic(at Pos, st Expectation) error {
	var ref, what string
	var want []string
	switch st := st.(type) {
	case *ExpectColorStmt:
		ref, what, want = st.Ref, "colours", st.Colors
	case *ExpectTypesStmt:
		ref, what, want = st.Ref, "types", st.Types
	case *ExpectSubtypesStmt:
		ref, what, want = st.Ref, "subtypes", st.Subtypes
	}
	o, err := r.object(at, ref)
	for err != nil && len(want) > 1 {
		ref, want = ref+" "+want[0], want[1:]
		o, err = r.object(at, ref)
	}
	if err != nil {
		return err
	}
	var got []string
	switch st.(type) {
	case *ExpectColorStmt:
		got = o.Colors.Names()
	case *ExpectTypesStmt:
		got = o.Types.Names()
	default:
		got = append(got, o.Subtypes...)
	}
	g, w := slices.Clone(got), slices.Clone(want)
	slices.Sort(g)
	slices.Sort(w)
	if !slices.Equal(g, w) {
		return fail(at, nil, "%s of %s: got [%s], want [%s]", what, ref, strings.Join(got, " "), strings.Join(want, " "))
	}
	return nil
}

// namesCard reports whether a name written in a file names card d: its
// name, or, for a token that shares its name with another (the two
// Beasts), the key that tells it apart ("Beast (3/3 green)", which names
// only the green one).
func namesCard(name string, d *card.Definition) bool {
	return sameName(d.Name, name) || card.IsToken(d) && sameName(card.TokenKey(d), name)
}

// keyOnly reports whether name is a token's key that is not its name
// ("Beast (3/3 green)"): it names only that token.
func keyOnly(name string) bool {
	d, ok := tokenNamed(name)
	return ok && !sameName(d.Name, name)
}

// keysHold reports whether the objects ids can be matched one to one with
// the names written: a key-only name (keyOnly) takes an object of that
// key, each other name one of that name. (The names as printed were
// compared already; this tells the two Beasts apart.)
func (r *runner) keysHold(ids []game.ObjectID, written []string) bool {
	used := make([]bool, len(ids))
	for _, n := range written {
		if !keyOnly(n) {
			continue
		}
		found := false
		for i, id := range ids {
			if o, ok := r.g.Object(id); ok && !used[i] && sameName(card.TokenKey(o.Card), n) && o.Token {
				used[i], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// keyedNames names the objects ids for a failure: by key where a written
// name is a key-only one, so that the two Beasts show apart.
func (r *runner) keyedNames(ids []game.ObjectID, written []string) []string {
	if !slices.ContainsFunc(written, keyOnly) {
		return r.names(ids)
	}
	var out []string
	for _, id := range ids {
		if o, ok := r.g.Object(id); ok && o.Token {
			out = append(out, card.TokenKey(o.Card))
		} else if ok {
			out = append(out, o.Card.Name)
		}
	}
	slices.Sort(out)
	return out
}

// printedName returns a card's or token's name as printed, for a name
// written in another letter case or with a typographic apostrophe, as
// setups read them; any other name as it is.
func (r *runner) printedName(n string) string {
	if d, err := r.cat.Lookup(n); err == nil {
		return d.Name
	}
	if d, ok := tokenNamed(n); ok {
		return d.Name
	}
	return n
}

// followed returns the object id names now, after any zone changes.
func (r *runner) followed(id game.ObjectID) (game.ObjectInfo, bool) {
	if cur, ok := r.g.Follow(id); ok {
		return r.g.Object(cur)
	}
	return r.g.Object(id)
}

// poolWords writes a mana pool for a failure: its mana, or "empty".
func poolWords(p mana.Pool) string {
	if p.IsEmpty() {
		return "empty"
	}
	return p.String()
}

// result says how the game ended: who won, or a draw.
func (r *runner) result() string {
	if w := r.g.Winner(); w != game.NoPlayer {
		return r.g.PlayerName(w) + " won"
	}
	return "a draw"
}

// aliasOnStack reports whether ref is an alias of the spell or of the
// source (or, for a granted ability, the host) of stack item e: two
// abilities of same-named permanents, or a spell and its copy, are told
// apart by their aliases.
func (r *runner) aliasOnStack(ref string, e game.StackEntry) bool {
	a, ok := r.aliases[ref]
	if !ok {
		return false
	}
	for _, id := range [...]game.ObjectID{e.Source, e.Host} {
		if id != 0 && r.g.SameCard(a, id) { // a token that ceased to exist too
			return true
		}
	}
	return r.emblemOfAlias(a, e.Card.Name)
}

// emblemOfAlias reports whether emblem, a card name, is the emblem of the
// planeswalker the alias a names (wherever it is now): an emblem has no
// name, and an author names its ability by the planeswalker that made it
// (CR 113.3, 113.2).
func (r *runner) emblemOfAlias(a game.ObjectID, emblem string) bool {
	n, ok := strings.CutSuffix(emblem, " Emblem")
	if !ok {
		return false
	}
	o, ok := r.followed(a)
	return ok && o.Card != nil && o.Card.Name == n
}

// waitingTriggersHint names the triggered abilities still waiting to be
// put on the stack (CR 603.3b), for a failed stack expectation: they are
// on it only once their controller has ordered or targeted them.
func (r *runner) waitingTriggersHint() string {
	d := r.g.Pending()
	if r.g.Over() || d.Kind == game.DecideNone {
		return "" // nothing waits any more
	}
	var names []string
	for p := range r.players {
		if r.g.Team(game.PlayerID(p)) != game.PlayerID(p) {
			continue // the team's triggers, listed for its first player (CR 805.7)
		}
		for _, t := range r.g.PendingTriggers(game.PlayerID(p)) {
			name := t.Card.Name
			if t.HostCard != nil {
				name = t.HostCard.Name
			}
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return ""
	}
	return fmt.Sprintf(" (not yet on the stack, waiting for %s's %s decision: %s)", r.g.PlayerName(d.Player), d.Kind, strings.Join(names, "; "))
}

// cardCount says "1 card" or "N cards".
func cardCount(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

// creatureTypesName reports whether name is one or more creature types
// (CR 205.3m), as a token's name is (CR 110.5c): "Elf Warrior".
func creatureTypesName(name string) bool {
	words := strings.Fields(name)
	for _, w := range words {
		if !slices.ContainsFunc(ability.CreatureTypes, func(t string) bool { return strings.EqualFold(t, w) }) {
			return false
		}
	}
	return len(words) > 0
}
