package game

// Property tests over many random positions from full random games:
// replay, save/load and per-player views (docs/design.md: clone, determinism, what a player may see).

import (
	"bytes"
	"fmt"
	"maps"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// cycleDeck returns n cards cycling through defs.
func cycleDeck(n int, defs ...*card.Definition) []*card.Definition {
	out := make([]*card.Definition, 0, n)
	for len(out) < n {
		out = append(out, defs...)
	}
	return out[:n]
}

// briefConfig is the red-green creatures-and-burn deck against the
// blue-black control deck.
func briefConfig(seed uint64) Config {
	return Config{Seed: seed, Start: StartDealt, RecordActions: true, Players: []PlayerConfig{
		{Name: "Alice", Deck: cycleDeck(60, card.Mountain, card.Forest, card.RuneclawBear, card.LightningStrike,
			card.Mountain, card.Forest, card.TitanicGrowth, card.ElvishMystic)},
		{Name: "Bob", Deck: cycleDeck(60, card.Island, card.Swamp, card.Cancel, card.MindRot, card.Island, card.Swamp,
			card.Divination, card.WalkingCorpse, card.SignInBlood, card.DarkRitual, card.NightsWhisper)},
	}}
}

// fullStartConfig is briefConfig begun with the start of CR 103: a
// starting player chosen, mulligans and the look at the top card, each
// a decision to round-trip like any other.
func fullStartConfig(seed uint64) Config {
	cfg := briefConfig(seed)
	cfg.Start = StartFull
	return cfg
}

// catalogConfig gives both players every card of the catalog and basic
// lands of every colour, to reach triggers, tokens, attachments, searches,
// planeswalkers and continuous effects.
func catalogConfig(seed uint64) Config {
	deck := func() []*card.Definition {
		var d []*card.Definition
		for _, c := range card.Default().All() {
			if !c.IsLand() || !c.Supertypes.Has(card.Basic) {
				d = append(d, c)
			}
		}
		return append(d, cycleDeck(30, card.Plains, card.Island, card.Swamp, card.Mountain, card.Forest)...)
	}
	return Config{Seed: seed, Start: StartDealt, RecordActions: true, Players: []PlayerConfig{
		{Name: "Alice", Deck: deck()}, {Name: "Bob", Deck: deck()},
	}}
}

// randomGame plays a full game from cfg with uniform random choices,
// calling visit after every action (and once before the first), with
// the game's events of that action. It returns the finished game.
func randomGame(t testing.TB, cfg Config, r *rand.Rand, visit func(g *Game)) *Game {
	t.Helper()
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if visit != nil {
		visit(g)
	}
	var buf []Action
	for n := 0; !g.Over(); n++ {
		if n > 50000 {
			t.Fatalf("seed %d: game does not end", cfg.Seed)
		}
		g.ClearEvents()
		if err := g.VerifyCaches(); err != nil {
			t.Fatalf("seed %d: %v", cfg.Seed, err)
		}
		buf = g.LegalActions(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("seed %d: no legal actions for %+v", cfg.Seed, g.Pending())
		}
		if err := g.VerifyCaches(); err != nil {
			t.Fatalf("seed %d: %v", cfg.Seed, err)
		}
		if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
			t.Fatalf("seed %d: listed action refused: %v", cfg.Seed, err)
		}
		if visit != nil {
			visit(g)
		}
	}
	return g
}

// configs are the deck pairings the properties are checked with.
var configs = []struct {
	name string
	make func(uint64) Config
}{{"brief", briefConfig}, {"catalog", catalogConfig}, {"full start", fullStartConfig}}

// ignoredState lists the fields that are not game state: recorded events
// and where the last action's events begin among them (not saved, by
// design).
// The idle cache (Game.gen, Game.idle) and the listing scratch
// (Game.plans: kept listings, battlefield lists, kept mana units, with
// Game.bfGen and Game.tapGens, which key them) and the weighty mana
// answer (Game.weightyMana) depend on which listings were
// asked for, not on the game: VerifyCaches checks it instead. Whether
// mana was added since the pools emptied (Game.manaAdded) is a hint a
// save leaves out: a loaded game takes it from the pools, and
// VerifyCaches checks that no pool holds mana without it.
var ignoredState = map[string]bool{"Game.events": true, "Game.actionEvents": true, "Game.gen": true, "Game.idle": true,
	"Game.plans": true, "player.handGen": true, "Game.sinceCopy": true, "Game.bfGen": true, "Game.tapGens": true,
	"Game.charsCache": true, "Game.charsGen": true, "Game.sources": true, "Game.sourcesGen": true, "Game.noBounds": true,
	"Game.weightyMana": true, "Game.landTypes": true, "Game.manaAdded": true}

// diffState returns the first difference between the states of a and b,
// field by field through every unexported field, or "". Slices compare
// by contents (nil equals empty), card definitions by identity.
func diffState(a, b *Game) string {
	if d := diffValue(reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem()); d != "" {
		return "Game" + d
	}
	return ""
}

// diffValue returns "" or the path to the first difference and what it
// is, building the path only when there is one.
func diffValue(a, b reflect.Value) string {
	switch a.Kind() {
	case reflect.Struct:
		t := a.Type()
		for i := 0; i < t.NumField(); i++ {
			if ignoredState[t.Name()+"."+t.Field(i).Name] {
				continue
			}
			if d := diffValue(a.Field(i), b.Field(i)); d != "" {
				return "." + t.Field(i).Name + d
			}
		}
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return fmt.Sprintf(": length %d != %d", a.Len(), b.Len())
		}
		for i := 0; i < a.Len(); i++ {
			if d := diffValue(a.Index(i), b.Index(i)); d != "" {
				return fmt.Sprintf("[%d]%s", i, d)
			}
		}
	case reflect.Pointer:
		if a.Type() == reflect.TypeOf((*Game)(nil)) && !a.IsNil() && !b.IsNil() {
			return diffValue(a.Elem(), b.Elem()) // a kept position (Game.undo), by contents
		}
		if a.Pointer() != b.Pointer() {
			return ": different pointers"
		}
	case reflect.Bool:
		if a.Bool() != b.Bool() {
			return fmt.Sprintf(": %v != %v", a.Bool(), b.Bool())
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if a.Int() != b.Int() {
			return fmt.Sprintf(": %d != %d", a.Int(), b.Int())
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if a.Uint() != b.Uint() {
			return fmt.Sprintf(": %d != %d", a.Uint(), b.Uint())
		}
	case reflect.String:
		if a.String() != b.String() {
			return fmt.Sprintf(": %q != %q", a.String(), b.String())
		}
	case reflect.Interface:
		if a.IsNil() != b.IsNil() {
			return ": nil and non-nil"
		}
		if !a.IsNil() {
			return diffValue(a.Elem(), b.Elem())
		}
	default:
		return fmt.Sprintf(": can't compare a %s: teach diffValue", a.Kind())
	}
	return ""
}

// saveLoad saves g and loads it back.
func saveLoad(t testing.TB, g *Game) (*Game, []byte) {
	t.Helper()
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	data := append([]byte(nil), buf.Bytes()...)
	h, err := Load(&buf, nil)
	if err != nil {
		t.Fatalf("loading a fresh save: %v", err)
	}
	return h, data
}

// docs/design.md: determinism: a save holds the whole state. Over many random
// positions of full random games, save -> load gives the same state
// field for field (so a field Save forgets fails here), the same
// Fingerprint, the same bytes when saved again, and the original and the
// loaded game played on with the same random actions stay equal at every
// step. The original then goes on to the end of its game.
func TestSaveLoadRandomPositions(t *testing.T) {
	for _, c := range configs {
		for seed := uint64(1); seed <= 12; seed++ {
			g, err := New(c.make(seed))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 77))
			checked := 0
			var buf []Action
			for steps := 0; ; steps++ {
				if steps > 50000 {
					t.Fatalf("%s seed %d: game does not end", c.name, seed)
				}
				if r.IntN(40) == 0 || g.Over() {
					checked++
					checkSaveLoad(t, g, r, fmt.Sprintf("%s seed %d after %d actions", c.name, seed, g.Actions()))
				}
				if g.Over() {
					break
				}
				buf = g.LegalActions(buf[:0])
				if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
			if checked < 2 {
				t.Fatalf("%s seed %d: only %d positions checked", c.name, seed, checked)
			}
		}
	}
}

// checkSaveLoad saves and loads g, compares, and plays g and the loaded
// game on together for a while.
func checkSaveLoad(t *testing.T, g *Game, r *rand.Rand, where string) {
	t.Helper()
	// docs/design.md: clone on the way: a clone is exact, field for field.
	if d := diffState(g, g.Clone()); d != "" {
		t.Fatalf("%s: clone differs: %s", where, d)
	}
	h, data := saveLoad(t, g)
	if d := diffState(g, h); d != "" {
		t.Fatalf("%s: loaded state differs: %s", where, d)
	}
	if g.Fingerprint() != h.Fingerprint() {
		t.Fatalf("%s: fingerprints differ after load", where)
	}
	_, again := saveLoad(t, h)
	if !bytes.Equal(data, again) {
		t.Fatalf("%s: saving the loaded game writes other bytes", where)
	}
	var buf []Action
	for i := 0; i < 30 && !g.Over(); i++ {
		buf = g.LegalActions(buf[:0])
		act := buf[r.IntN(len(buf))]
		if err := g.Apply(act); err != nil {
			t.Fatal(err)
		}
		if err := h.Apply(act); err != nil {
			t.Fatalf("%s: the loaded game refused %+v: %v", where, act, err)
		}
		if g.Fingerprint() != h.Fingerprint() {
			t.Fatalf("%s: games diverge %d actions after load: %s", where, i+1, diffState(g, h))
		}
	}
	if d := diffState(g, h); d != "" {
		t.Fatalf("%s: states differ after playing on: %s", where, d)
	}
}

// docs/design.md: determinism: the config and the action log rebuild the game.
// Replaying the log reproduces the original's fingerprint after every
// single action, and Replay/ReplayFrom reach the final state.
func TestReplayRandomGames(t *testing.T) {
	for _, c := range configs {
		for seed := uint64(1); seed <= 15; seed++ {
			cfg := c.make(seed)
			r := rand.New(rand.NewPCG(seed, 5))
			var fps []uint64
			var mid *Game
			g := randomGame(t, cfg, r, func(g *Game) {
				fps = append(fps, g.Fingerprint())
				if len(fps) == 40 {
					mid = g.Clone()
				}
			})
			log := append([]Action(nil), g.ActionLog()...)
			if len(log) != g.Actions() || len(log) != len(fps)-1 {
				t.Fatalf("%s seed %d: log has %d actions, game %d", c.name, seed, len(log), g.Actions())
			}
			re, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			if re.Fingerprint() != fps[0] {
				t.Fatalf("%s seed %d: new game differs", c.name, seed)
			}
			err = re.ApplyLog(log, func(i int, re *Game) {
				if re.Fingerprint() != fps[i+1] {
					t.Fatalf("%s seed %d: replay differs after action %d: %+v", c.name, seed, i, log[i])
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			full, err := Replay(cfg, log)
			if err != nil {
				t.Fatal(err)
			}
			if d := diffState(g, full); d != "" {
				t.Fatalf("%s seed %d: Replay state differs: %s", c.name, seed, d)
			}
			if mid != nil {
				rest, err := ReplayFrom(mid, log[39:])
				if err != nil {
					t.Fatal(err)
				}
				if rest.Fingerprint() != g.Fingerprint() {
					t.Fatalf("%s seed %d: ReplayFrom differs", c.name, seed)
				}
			}
		}
	}
}

// savedFields lists, for every struct of the game state, the fields save.go
// writes and reads, or deliberately leaves out: Game.events (events are not
// saved), Game.lifelinkBatch, Game.batching and Game.batchLife (scratch space of combat
// damage), Game.sbaDoomed (scratch space of state-based actions) and
// Game.setUpThisTurn (set only while a game starts), all empty between
// actions, and Game.gen and Game.idle (the idle cache, which
// a loaded game starts without: see idle_cache.go); TestSaveLoadRandomPositions checks that
// the loaded game, which has them empty, equals the original). A field added to the state makes this test fail until
// it is saved (save.go), documented (testdata/saves/SCHEMA.md) and
// listed here; TestSaveLoadRandomPositions then checks the round trip.
var savedFields = map[string][]string{
	"game.Game": {"rules", "rng", "objects", "players", "seats", "battlefield", "exile", "stack", "turn", "active", "step",
		"passes", "landsUsed", "started", "pending", "res", "combat", "triggers", "priorityAfter",
		"anyTriggers", "enterChoices", "copyEnterGraves", "enteredTogether", "placing", "costDiscard", "cleanupPriority", "keep", "kept", "controlReverts", "onceUsed", "shields", "damageHistory", "effects", "timestamp", "serial", "zoneChanges", "tokens",
		"staticSources", "over", "winner", "noEvents", "events", "actionEvents", "leftPlaces", "recordActions", "setUpThisTurn", "actionLog", "actions", "undo",
		"command", "emblems", "exileCastable", "startCards", "attachables", "preventers", "grants", "activatables", "graveAbilities", "uniques", "listeners", "sbaDirty", "strayTokens", "keywordGrants", "restrictionGrants", "typeGrants", "convokeGranters", "taxGrants", "overwrites", "landStatics", "landBans", "passSteps", "copies", "links", "goneAbilities", "delayed",
		"eventPlayer", "lifelinkBatch", "batching", "batchFrom", "batchLife", "leavingGame", "opening", "sbaDoomed", "leaving", "leftTogether", "preKnown", "returning", "lastKnown", "autoPass", "autoPasses", "gen", "idle", "plans", "sinceCopy", "bfGen", "tapGens", "charsCache", "charsGen", "condStatics", "condOthers", "countedStatics", "sources", "sourcesGen", "noBounds", "minusCounters", "manaAdded", "weightyMana", "landTypes"},
	"game.Rules":          {"Uniqueness", "MaxHandSize", "Mulligan", "Variant"},
	"game.openingState":   {"stage", "seat", "starter", "mulligans", "kept", "declared"},
	"game.rng":            {"pcg"},
	"rand.PCG":            {"hi", "lo"},
	"game.lastKnown":      {"id", "counters", "power", "toughness", "keywords", "controller", "colors", "attachedTo", "chosen", "types", "subtypes"},
	"game.object":         {"def", "inc", "owner", "controller", "zone", "token", "tapped", "sick", "damage", "counters", "timestamp", "attachedTo", "loyaltyUses", "playTurn", "known", "placed", "group", "marks", "chosen", "enteredOther"},
	"game.player":         {"name", "life", "poison", "pool", "library", "hand", "graveyard", "drewFromEmpty", "lost", "conceded", "passStep", "hasteMana", "startingLife", "lostLifeThisTurn", "lostLifeLastTurn", "loyaltyActivatedThisTurn", "loyaltyBonus", "spellsCastThisTurn", "spendOnly", "handGen"},
	"game.RestrictedMana": {"Mana", "For"},
	"stack.Stack":         {"items"},
	"stack.Item":          {"Serial", "Kind", "Source", "Controller", "Ability", "X", "EventObject", "EventAmount", "EventPlayer", "Haste", "NumTargets", "Targets"},
	"stack.Target":        {"Player", "Object"},
	"game.Decision":       {"Kind", "Player", "Count"},
	"game.resolution": {"active", "item", "next", "legal", "cards", "answered", "yes", "lastToughness", "searching", "searchLeft",
		"redirectAsked", "redirectTo", "redirectedFor", "redirects", "picking", "lostFlip", "copyOf", "copySlot", "copiesLeft",
		"declined", "named", "stage", "chosen", "copyEnter", "placedTop", "placedBottom", "choosingDefender", "foundInLibrary"},
	"game.copyRecord":     {"id", "printed", "base", "with", "baseToken", "left"},
	"game.linkRecord":     {"source", "card", "untilLeaves"},
	"game.delayedTrigger": {"source", "index", "player", "controller"},
	"game.combatState":    {"attackers", "firstDealt", "stillBlocking", "attacked"},
	"game.attacker":       {"id", "player", "planeswalker", "blocked", "nblockers", "blockers", "dealtFirst", "ordered", "attacksNothing", "defending"},
	"game.pendingTrigger": {"source", "index", "controller", "eventObject", "eventAmount", "eventPlayer", "later"},
	"game.keepState":      {"kind", "name"},
	"game.damageRecord":   {"source", "victim"},
	"game.controlRevert":  {"id", "to", "lasting"},
	"game.onceUse":        {"source", "grantor", "index"},
	"game.shield":         {"kind", "object", "player", "colors", "notColors"},
	"game.contEffect":     {"target", "power", "tough", "setPT", "setP", "setT", "keywords", "restrictions", "addTypes", "addSubtype", "loseKeywords", "loseSubtype", "loseAll", "replaceCreatureTypes", "setColors", "duration", "source", "holder", "timestamp"},
	"game.Action":         {"Kind", "Player", "Object", "Ability", "X", "Color", "NumTargets", "Targets", "Attackers", "Blockers", "Choice", "Discard", "Convoke"},
	"game.Attack":         {"Attacker", "Player", "Planeswalker"},
	"game.Block":          {"Blocker", "Attacker"},
}

// Every field of every struct of the game state is saved: the test walks
// the Game type and fails on a field savedFields does not list (or a
// listed field that is gone), so that nobody adds state without saving it.
func TestSaveCoversEveryField(t *testing.T) {
	seen := map[reflect.Type]bool{}
	var walk func(reflect.Type)
	walk = func(ty reflect.Type) {
		switch ty.Kind() {
		case reflect.Slice, reflect.Array:
			walk(ty.Elem())
			return
		case reflect.Struct:
		default:
			return
		}
		if seen[ty] || ty.String() == "game.Event" || ty.String() == "game.lifelinkGain" || ty.String() == "game.doomedPermanent" ||
			ty.String() == "game.cachedChars" || ty.String() == "game.keptListing" || ty.String() == "game.listingPlans" || ty.String() == "game.battlefieldLists" || ty.String() == "game.handBound" || ty.String() == "game.leftPlace" ||
			ty.String() == "game.weightyManaCache" || ty.String() == "game.landTypesKept" {
			return // events and scratch space are not saved, by design
		}
		seen[ty] = true
		want, ok := savedFields[ty.String()]
		if !ok {
			if ty.NumField() > 0 {
				t.Errorf("state type %s is not covered by save.go: save it and list it in savedFields", ty)
			}
			return
		}
		listed := map[string]bool{}
		for _, f := range want {
			listed[f] = true
		}
		for i := 0; i < ty.NumField(); i++ {
			f := ty.Field(i)
			if !listed[f.Name] {
				t.Errorf("%s.%s is not saved: add it to save.go, testdata/saves/SCHEMA.md and savedFields", ty, f.Name)
			}
			delete(listed, f.Name)
			if f.Type.String() != "*card.Definition" {
				walk(f.Type)
			}
		}
		for f := range listed {
			t.Errorf("savedFields lists %s.%s, which no longer exists", ty, f)
		}
	}
	walk(reflect.TypeOf(Game{}))
}

// sentinel replaces hidden cards in scrambled games.
var sentinel = card.Define(card.Definition{Name: "Hidden Sentinel", NameZhHans: "隐藏哨兵"})

// publicSlots tracks the slots that were ever in a zone every player
// sees, from the events of each action.
type publicSlots map[int]bool

func (ps publicSlots) observe(g *Game) {
	for _, e := range g.events {
		mark := func(id ObjectID) {
			if id != 0 {
				ps[id.slot()] = true
			}
		}
		switch {
		case e.Kind == EventZoneChange:
			if e.From != zone.Library && e.From != zone.Hand || e.To != zone.Library && e.To != zone.Hand {
				mark(e.Object)
			}
		case publicKind(e.Kind):
			mark(e.Object)
			mark(e.Source)
			if e.HasTarget && !e.Target.IsPlayer() {
				mark(ObjectID(e.Target.Object))
			}
		}
	}
	for s := range g.objects {
		if z := g.objects[s].zone; z != zone.Library && z != zone.Hand && z != nowhere {
			ps[s] = true
		}
	}
}

// scramble returns a copy of g in which every card p may not see, does
// not know (a revealed card, one p put on the bottom: CR 701.14, 401.4)
// and that was never public — the other player's hand, every library
// (except p's own while p searches it or looks at its top) — is a
// sentinel card, and those
// cards are shuffled among the hidden positions of their owner: their
// slots, zone-change counters and order all change. Events naming them
// name the sentinel.
func scramble(g *Game, p PlayerID, public publicSlots, r *rand.Rand) *Game {
	c := g.Clone()
	c.events = append([]Event(nil), g.events...)
	searching := (c.pending.Kind == DecideSearch || c.pending.Kind == DecidePick || c.pending.Kind == DecideTakeRevealed) && c.pending.Player == p
	public = maps.Clone(public)
	if c.pending.Kind == DecideBottom && c.pending.Player == p {
		// CR 103.4: p looks at the top card of their library.
		lib := c.players[p].library
		public[int(lib[len(lib)-1])] = true
	}
	vw := g.viewerFor(p)
	for s := range g.objects {
		if vw.knows(int32(s), false) {
			public[s] = true
		}
	}
	hidden := map[int32]bool{}
	for q := range c.players {
		pl := &c.players[q]
		var lists []*[]int32
		if PlayerID(q) != p || !searching {
			lists = append(lists, &pl.library)
		}
		if !vw.seesHand(PlayerID(q)) { // p's own, a Two-Headed Giant teammate's (CR 810.5)
			lists = append(lists, &pl.hand)
		}
		var pos []*int32
		for _, l := range lists {
			for i := range *l {
				if !public[int((*l)[i])] {
					pos = append(pos, &(*l)[i])
				}
			}
		}
		slots := make([]int32, len(pos))
		for i, x := range pos {
			slots[i] = *x
		}
		r.Shuffle(len(slots), func(i, j int) { slots[i], slots[j] = slots[j], slots[i] })
		for i, x := range pos {
			*x = slots[i]
		}
		for _, l := range lists {
			z := zone.Library
			if l == &pl.hand {
				z = zone.Hand
			}
			for _, s := range *l {
				if !public[int(s)] {
					c.objects[s].zone = z
					c.objects[s].def = sentinel
					hidden[s] = true
				}
			}
		}
	}
	for i := range c.events {
		if e := &c.events[i]; e.Card != nil && hidden[int32(e.Object.slot())] && !vw.sawMove(e) {
			e.Card = sentinel
		}
	}
	return c
}

// docs/design.md: what a player may see: over many random positions of full random games, a
// player's view and filtered events are exactly the same when every card
// they may not see (never public, in the other hand or a library) is
// replaced by another card and those cards change places, slots and
// zone-change counters: no name, definition, ID or order of a hidden
// card reaches a view by any path. Every ViewID in a view names an object
// the player can see.
func TestViewHidesHiddenCards(t *testing.T) {
	for _, c := range configs {
		for seed := uint64(1); seed <= 10; seed++ {
			cfg := c.make(seed)
			r := rand.New(rand.NewPCG(seed, 9))
			pick := rand.New(rand.NewPCG(seed, 10))
			public := publicSlots{}
			checked := 0
			randomGame(t, cfg, r, func(g *Game) {
				public.observe(g)
				if pick.IntN(15) != 0 {
					return
				}
				checked++
				for p := NoPlayer; p < MaxPlayers; p++ {
					s := scramble(g, p, public, pick)
					v, sv := g.View(p), s.View(p)
					if !reflect.DeepEqual(v, sv) {
						t.Fatalf("%s seed %d action %d: %v's view depends on hidden cards:\n%+v\n%+v", c.name, seed, g.Actions(), p, v, sv)
					}
					ev, sev := g.EventsFor(p), s.EventsFor(p)
					if !reflect.DeepEqual(ev, sev) {
						for i := range ev {
							if !reflect.DeepEqual(ev[i], sev[i]) {
								t.Fatalf("%s seed %d: %v's event %d reveals a hidden card:\n%+v\n%+v", c.name, seed, p, i, ev[i], sev[i])
							}
						}
					}
					for i := range sev {
						for _, lang := range []Lang{English, Chinese} {
							line := s.ViewEventLine(sev[i], lang)
							// The sentinel's full names: real cards have
							// 哨兵 (Midnight Guard, Gargoyle Sentinel) too.
							if bytes.Contains([]byte(line), []byte(sentinel.Name)) || bytes.Contains([]byte(line), []byte(sentinel.NameZhHans)) {
								t.Fatalf("%s seed %d: log line reveals a hidden card: %s", c.name, seed, line)
							}
						}
					}
					checkViewIDs(t, g, p, &v)
					checkKnownShown(t, g, p, &v)
				}
			})
			if checked == 0 {
				t.Fatalf("%s seed %d: no position checked", c.name, seed)
			}
		}
	}
}

// checkViewIDs checks that every object of v resolves to an object p can
// see with the same card.
func checkViewIDs(t *testing.T, g *Game, p PlayerID, v *View) {
	t.Helper()
	vw := g.viewerFor(p)
	check := func(o ViewObject) {
		id, ok := g.ObjectFromView(p, o.ID)
		if !ok {
			t.Fatalf("view ID %s of %s names nothing", o.ID, o.Name)
		}
		s, _ := g.lookup(id)
		if g.objects[s].def != o.Card || !vw.visibleZone(g.objects[s].zone, g.objects[s].owner) {
			t.Fatalf("view ID %s names another or a hidden object", o.ID)
		}
	}
	for _, o := range v.Hand {
		check(o)
	}
	for _, o := range v.Battlefield {
		check(o)
	}
	for _, o := range v.Exile {
		check(o)
	}
	for q := range v.Players {
		for _, o := range v.Players[q].Graveyard {
			check(o)
		}
	}
	for _, it := range v.Stack {
		if it.Kind == 1 {
			if _, ok := g.ObjectFromView(p, it.ID); !ok {
				t.Fatalf("stack view ID %s names nothing", it.ID)
			}
		}
	}
	if v.Pending.Player == p && p != NoPlayer {
		opts := g.LegalActions(nil)
		if len(opts) != len(v.Pending.Options) {
			t.Fatalf("%d options in the view, %d legal actions", len(v.Pending.Options), len(opts))
		}
		for i, va := range v.Pending.Options {
			a, err := g.ActionFromView(p, va)
			if err != nil {
				t.Fatalf("option %d: %v", i, err)
			}
			if d := diffValue(reflect.ValueOf(a), reflect.ValueOf(opts[i])); d != "" {
				t.Fatalf("option %d does not map back to its action: %s", i, d)
			}
		}
	}
}

// docs/design.md: what a player may see: a public object's ViewID does not depend on how many
// zone changes its card made before (some of them hidden, such as being
// drawn, or returned to a hand and cast again), so a view can't tell a
// player which physical card is which.
func TestViewIgnoresZoneChangeCounts(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []struct {
		p PlayerID
		z zone.Kind
		d *card.Definition
	}{{0, zone.Battlefield, card.Mountain}, {0, zone.Hand, card.LightningStrike}, {1, zone.Battlefield, card.RuneclawBear},
		{1, zone.Battlefield, card.RuneclawBear}, {1, zone.Graveyard, card.RuneclawBear}, {1, zone.Hand, card.RuneclawBear}} {
		if _, err := g.Put(x.p, x.z, x.d, PutOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Start(3, 0, Main1); err != nil {
		t.Fatal(err)
	}
	h := g.Clone()
	for s := range h.objects {
		if o := &h.objects[s]; o.owner == 1 {
			o.inc += uint16(3 + s) // a different history for each of Bob's cards
		}
	}
	for p := NoPlayer; p < MaxPlayers; p++ {
		if p == 1 {
			continue // Bob knows his own cards' histories
		}
		if !reflect.DeepEqual(g.View(p), h.View(p)) {
			t.Fatalf("%v's view depends on zone-change counts:\n%+v\n%+v", p, g.View(p), h.View(p))
		}
	}
}
