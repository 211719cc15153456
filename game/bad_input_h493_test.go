package game_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Bad input at this session's new engine paths: the save fields onceUsed
// and resolution.redirects, the legacy objects[].onceTurn, the redirect
// decision for damage that doesn't target players, and the sacrifice and
// discard cost decisions of granted abilities. Each bad save is refused
// with a *game.SaveError naming the field, each bad action with a typed
// error and an unchanged Fingerprint, nothing panics, and every action
// LegalActions lists is accepted.

// h493Gain is "You gain n life."
func h493Gain(n int) []ability.Effect {
	return []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(n)}}
}

// h493Yours is "creatures you control".
var h493Yours = ability.Group{Types: card.Creature, Side: ability.YourSide}

// h493Patron is a {0} 2/2 creature: "{0}: You gain 1 life. Activate only
// once each turn." (own ability 0), "{0}: You gain 1 life." (own ability
// 1), and "Creatures you control have 'Sacrifice another creature: You
// gain 2 life. Activate only once each turn.' (static 0), 'Discard a
// card: You gain 3 life. Activate only once each turn.' (static 1) and
// '{0}: You gain 4 life.' (static 2)."
var h493Patron = card.Define(card.Definition{Name: "Test H493 Patron", ManaCost: mana.MustParseCost("{0}"), Types: card.Creature,
	Subtypes: []string{"Cleric"}, Power: card.Fixed(2), Toughness: card.Fixed(2),
	Activated: []ability.Activated{
		{OncePerTurn: true, Effects: h493Gain(1)},
		{Effects: h493Gain(1)},
	},
	Statics: []ability.Static{
		{Affects: ability.AffectsGroup, Group: h493Yours, Grant: &ability.Activated{
			Cost: ability.Cost{Sacrifice: &ability.Group{Types: card.Creature, Other: true}}, OncePerTurn: true, Effects: h493Gain(2)}},
		{Affects: ability.AffectsGroup, Group: h493Yours, Grant: &ability.Activated{
			Cost: ability.Cost{Discard: 1}, OncePerTurn: true, Effects: h493Gain(3)}},
		{Affects: ability.AffectsGroup, Group: h493Yours, Grant: &ability.Activated{Effects: h493Gain(4)}},
	}})

// h493Sweep is "{0} instant: deals 3 damage to each opponent."
var h493Sweep = instant("Test H493 Cinder Sweep", nil,
	ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(3)})

// h493Word is "{0} instant: deals 2 damage to target opponent."
var h493Word = instant("Test H493 Searing Word", []ability.TargetSpec{ability.TargetOpponent},
	ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Amount: ability.N(2)})

var h493Defs = []*card.Definition{h493Patron, h493Sweep, h493Word}

func h493Catalog(t *testing.T) *card.Catalog {
	t.Helper()
	for _, d := range h493Defs {
		require.NoError(t, d.Check(), d.Name)
	}
	cat, err := card.NewCatalog(append(card.Default().All(), h493Defs...)...)
	require.NoError(t, err)
	return cat
}

// h493Save returns g's save.
func h493Save(t *testing.T, g *game.Game) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	return b.Bytes()
}

// h493Load loads save after edit changed its JSON, turning a panic into
// a test failure.
func h493Load(t *testing.T, save []byte, edit func(f map[string]any)) (g *game.Game, err error) {
	t.Helper()
	var f map[string]any
	require.NoError(t, json.Unmarshal(save, &f))
	if edit != nil {
		edit(f)
	}
	out, err := json.Marshal(f)
	require.NoError(t, err)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("Load panicked: %v", r)
			g, err = nil, fmt.Errorf("panic: %v", r)
		}
	}()
	return game.Load(bytes.NewReader(out), h493Catalog(t))
}

// h493BadSave is one wrong edit of a save and the path its refusal names
// (a prefix of it, for the type errors whose path the decoder finds).
type h493BadSave struct {
	name, path string
	edit       func(f map[string]any)
}

// h493Refused loads each bad save and requires a *game.SaveError that
// wraps ErrBadSave and names the path.
func h493Refused(t *testing.T, save []byte, bad []h493BadSave) {
	t.Helper()
	for _, c := range bad {
		g, err := h493Load(t, save, c.edit)
		var se *game.SaveError
		if !errors.As(err, &se) {
			msg := ""
			if g != nil {
				msg = fmt.Sprintf(" (invariants: %v)", g.CheckInvariants())
			}
			t.Errorf("%s: got %v, want a *game.SaveError at %s%s", c.name, err, c.path, msg)
			continue
		}
		if !errors.Is(err, game.ErrBadSave) {
			t.Errorf("%s: %v does not wrap ErrBadSave", c.name, err)
		}
		if !strings.HasPrefix(se.Path, c.path) {
			t.Errorf("%s: path %q, want %q (%v)", c.name, se.Path, c.path, err)
		}
	}
}

// h493Obj returns the save's objects[] entry of id.
func h493Obj(f map[string]any, id game.ObjectID) map[string]any {
	return f["objects"].([]any)[int(id&0xffff)-1].(map[string]any)
}

// h493Apply applies a, turning a panic into an error.
func h493Apply(g *game.Game, a game.Action) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return g.Apply(a)
}

// h493BadAction is one bad action and the sentinel its error must wrap.
type h493BadAction struct {
	name string
	a    game.Action
	is   error
}

// h493Refuse applies each bad action to g: each must be refused with a
// *game.RuleError wrapping ErrIllegal and is, changing neither the state
// nor the pending decision.
func h493Refuse(t *testing.T, g *game.Game, bad []h493BadAction) {
	t.Helper()
	for _, c := range bad {
		fp, pend := g.Fingerprint(), g.Pending()
		err := h493Apply(g, c.a)
		if err == nil {
			t.Fatalf("%s: %+v accepted at %+v", c.name, c.a, pend)
		}
		var re *game.RuleError
		if !errors.As(err, &re) {
			t.Errorf("%s: %T %v is no *game.RuleError", c.name, err, err)
		}
		if !errors.Is(err, game.ErrIllegal) {
			t.Errorf("%s: %v does not wrap ErrIllegal", c.name, err)
		}
		if c.is != nil && !errors.Is(err, c.is) {
			t.Errorf("%s: %v does not wrap %v", c.name, err, c.is)
		}
		if g.Fingerprint() != fp || g.Pending() != pend {
			t.Errorf("%s: refused (%v) but the state changed", c.name, err)
		}
	}
}

// h493AllListedAccepted applies each action LegalActions lists to a
// clone of g: each is accepted, and the clone keeps its invariants.
func h493AllListedAccepted(t *testing.T, g *game.Game) int {
	t.Helper()
	fp := g.Fingerprint()
	legal := g.LegalActions(nil)
	require.NotEmpty(t, legal)
	for _, a := range legal {
		c := g.Clone()
		if err := h493Apply(c, a); err != nil {
			t.Errorf("listed %+v refused at %+v: %v", a, g.Pending(), err)
			continue
		}
		if err := c.CheckInvariants(); err != nil {
			t.Errorf("after listed %+v: %v", a, err)
		}
	}
	require.Equal(t, fp, g.Fingerprint(), "the clones share nothing with g")
	return len(legal)
}

func h493Choose(p game.PlayerID, id game.ObjectID) game.Action {
	return game.Action{Kind: game.ActChoose, Player: p, Object: id}
}

// h493Grants is Alice's first main phase: her Patron, Hound and Thrall,
// Bob's Bear; a Forest and an Island in her hand, a Swamp in Bob's.
type h493Grants struct {
	g                                      *game.Game
	patron, hound, thrall, bobsBear        game.ObjectID
	forest, island, swamp, alicesLandOnBF  game.ObjectID
	houndSac, houndDiscard, houndUnlimited int
}

func h493GrantsGame(t *testing.T) h493Grants {
	t.Helper()
	h493Catalog(t)
	g, put := emptySeats(t, 2)
	s := h493Grants{g: g, houndSac: 0, houndDiscard: 1, houndUnlimited: 2}
	s.patron = put(0, zone.Battlefield, h493Patron)
	s.hound = put(0, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	s.thrall = put(0, zone.Battlefield, cardDef(t, "Centaur Courser"))
	s.alicesLandOnBF = put(0, zone.Battlefield, card.Forest)
	s.bobsBear = put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	s.forest = put(0, zone.Hand, card.Forest)
	s.island = put(0, zone.Hand, card.Island)
	s.swamp = put(1, zone.Hand, card.Swamp)
	for range 5 {
		put(0, zone.Library, card.Forest)
		put(1, zone.Library, card.Forest)
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	return s
}

// h493Used plays every "only once each turn" ability of the grants game
// once: the Hound's granted sacrifice (the Thrall) and discard (the
// Forest) abilities, and the Patron's own; all resolved.
func h493Used(t *testing.T, s h493Grants) {
	t.Helper()
	g := s.g
	require.NoError(t, g.Activate(0, s.hound, s.houndSac))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.NoError(t, g.Apply(h493Choose(0, s.thrall)))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.Activate(0, s.hound, s.houndDiscard))
	if g.Pending().Kind == game.DecideDiscard {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: s.forest}))
	}
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.Activate(0, s.patron, 0))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 26, g.Life(0))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
}

// h493Redirect is a four-player game: Alice's Cinder Sweep resolves;
// Bob (Ajani, a Bear, Liliana in his graveyard) and Dave (Chandra)
// control planeswalkers, Carol none, Alice her Garruk.
type h493Redirect struct {
	g                                                   *game.Game
	sweep, word, garruk, ajani, bear, lili, chandra, cb game.ObjectID
}

func h493RedirectGame(t *testing.T) h493Redirect {
	t.Helper()
	h493Catalog(t)
	g, put := emptySeats(t, 4)
	var s h493Redirect
	s.g = g
	s.sweep = put(0, zone.Hand, h493Sweep)
	s.word = put(0, zone.Hand, h493Word)
	s.garruk = put(0, zone.Battlefield, cardDef(t, "Garruk, Apex Predator"))
	s.ajani = put(1, zone.Battlefield, cardDef(t, "Ajani Steadfast"))
	s.bear = put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	s.lili = put(1, zone.Graveyard, cardDef(t, "Liliana Vess"))
	s.cb = put(2, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	s.chandra = put(3, zone.Battlefield, cardDef(t, "Chandra, Pyromaster"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAround(t, g, s.sweep, 4)
	require.Equal(t, game.Decision{Kind: game.DecideRedirect, Player: 0}, g.Pending(), "for Bob first (CR 101.4)")
	return s
}

// h493Choices are the objects of the listed answers.
func h493Choices(g *game.Game) []game.ObjectID {
	var out []game.ObjectID
	for _, a := range g.LegalActions(nil) {
		out = append(out, a.Object)
	}
	return out
}

// h493Loyalty returns the loyalty of the planeswalker id.
func h493Loyalty(t *testing.T, g *game.Game, id game.ObjectID) int {
	t.Helper()
	o, ok := g.Object(id)
	require.True(t, ok)
	return o.Counter(game.Loyalty)
}

// ---------------------------------------------------------------------
// onceUsed

// The onceUsed entries of a real position (own ability 0 of the Patron,
// granted abilities -1 and -2 of the Hound, granted by the Patron) survive
// a save (CR 602.5b, 602.5c); every wrong entry is refused at its path.
func TestH493OnceUsedBadEntries(t *testing.T) {
	s := h493GrantsGame(t)
	h493Used(t, s)
	save := h493Save(t, s.g)
	l, err := h493Load(t, save, nil)
	require.NoError(t, err)
	require.Equal(t, s.g.Fingerprint(), l.Fingerprint())
	var f map[string]any
	require.NoError(t, json.Unmarshal(save, &f))
	require.Len(t, f["onceUsed"], 3, "%s", f["onceUsed"])
	// The entries as saved, by what they name.
	find := func(f map[string]any, ab float64) map[string]any {
		for _, e := range f["onceUsed"].([]any) {
			if m := e.(map[string]any); m["ability"] == ab {
				return m
			}
		}
		t.Fatalf("no onceUsed entry for ability %v in %v", ab, f["onceUsed"])
		return nil
	}
	at := func(f map[string]any, ab float64) string {
		for i, e := range f["onceUsed"].([]any) {
			if e.(map[string]any)["ability"] == ab {
				return fmt.Sprintf("onceUsed[%d]", i)
			}
		}
		return "onceUsed[?]"
	}
	var f0 map[string]any
	require.NoError(t, json.Unmarshal(save, &f0))
	own, sac := at(f0, 0), at(f0, -1)
	id := func(x game.ObjectID) float64 { return float64(x) }
	bad := []h493BadSave{
		{"object 0", own + ".object", func(f map[string]any) { find(f, 0)["object"] = 0.0 }},
		{"object of no slot", own + ".object", func(f map[string]any) { find(f, 0)["object"] = id(s.patron) + 4000 }},
		{"object of a zone change not made", own + ".object", func(f map[string]any) { find(f, 0)["object"] = id(s.patron) + 7<<16 }},
		{"object absent", own + ".object", func(f map[string]any) { delete(find(f, 0), "object") }},
		{"ability 128", own + ".ability", func(f map[string]any) { find(f, 0)["ability"] = 128.0 }},
		{"ability -129", own + ".ability", func(f map[string]any) { find(f, 0)["ability"] = -129.0 }},
		{"ability 1 << 40", own + ".ability", func(f map[string]any) { find(f, 0)["ability"] = float64(1 << 40) }},
		{"own ability without the restriction (602.5b)", own + ".ability", func(f map[string]any) { find(f, 0)["ability"] = 1.0 }},
		{"own ability of no such index", own + ".ability", func(f map[string]any) { find(f, 0)["ability"] = 2.0 }},
		{"a creature with no such ability", own + ".ability", func(f map[string]any) { find(f, 0)["object"] = id(s.hound) }},
		{"Bob's Bear", own + ".ability", func(f map[string]any) { find(f, 0)["object"] = id(s.bobsBear) }},
		{"a grantor for an own ability", own + ".grantor", func(f map[string]any) { find(f, 0)["grantor"] = id(s.patron) }},
		{"a negative ability without grantor", sac + ".grantor", func(f map[string]any) { delete(find(f, -1), "grantor") }},
		{"grantor 0", sac + ".grantor", func(f map[string]any) { find(f, -1)["grantor"] = 0.0 }},
		{"grantor of no slot", sac + ".grantor", func(f map[string]any) { find(f, -1)["grantor"] = id(s.patron) + 4000 }},
		{"grantor with no statics", sac + ".ability", func(f map[string]any) { find(f, -1)["grantor"] = id(s.thrall) }},
		{"granted ability without the restriction (602.5c)", sac + ".ability", func(f map[string]any) { find(f, -1)["ability"] = -3.0 }},
		{"granted ability of no such static", sac + ".ability", func(f map[string]any) { find(f, -1)["ability"] = -4.0 }},
		{"granted ability -128", sac + ".ability", func(f map[string]any) { find(f, -1)["ability"] = -128.0 }},
		{"listed twice", "onceUsed[3]", func(f map[string]any) { f["onceUsed"] = append(f["onceUsed"].([]any), find(f, -1)) }},
		{"an own entry listed twice as the first", "onceUsed[3]", func(f map[string]any) {
			f["onceUsed"] = append(f["onceUsed"].([]any), map[string]any{"object": id(s.patron), "ability": 0.0})
		}},
	}
	h493Refused(t, save, bad)

	// Legal variations load and keep the invariants: no list at all, the
	// list reordered, and the restriction then applies as the list says.
	for _, edit := range []func(f map[string]any){
		func(f map[string]any) { delete(f, "onceUsed") },
		func(f map[string]any) { f["onceUsed"] = []any{} },
		func(f map[string]any) { l := f["onceUsed"].([]any); l[0], l[2] = l[2], l[0] },
	} {
		l, err := h493Load(t, save, edit)
		require.NoError(t, err)
		require.NoError(t, l.CheckInvariants())
	}
	l, err = h493Load(t, save, func(f map[string]any) { delete(f, "onceUsed") })
	require.NoError(t, err)
	require.NoError(t, l.Activate(0, s.patron, 0), "nothing used this turn, says the save")
}

// The onceUsed field and its members of the wrong JSON types are refused
// at their paths.
func TestH493OnceUsedWrongTypes(t *testing.T) {
	s := h493GrantsGame(t)
	h493Used(t, s)
	save := h493Save(t, s.g)
	e0 := func(f map[string]any) map[string]any { return f["onceUsed"].([]any)[0].(map[string]any) }
	h493Refused(t, save, []h493BadSave{
		{"a string", "onceUsed", func(f map[string]any) { f["onceUsed"] = "all" }},
		{"an object", "onceUsed", func(f map[string]any) { f["onceUsed"] = map[string]any{"object": 1.0} }},
		{"a number entry", "onceUsed", func(f map[string]any) { f["onceUsed"] = []any{1.0} }},
		{"object a string", "onceUsed", func(f map[string]any) { e0(f)["object"] = "Patron" }},
		{"object negative", "onceUsed", func(f map[string]any) { e0(f)["object"] = -1.0 }},
		{"object fractional", "onceUsed", func(f map[string]any) { e0(f)["object"] = 1.5 }},
		{"ability a bool", "onceUsed", func(f map[string]any) { e0(f)["ability"] = true }},
		{"ability fractional", "onceUsed", func(f map[string]any) { e0(f)["ability"] = -0.5 }},
		{"grantor a list", "onceUsed", func(f map[string]any) { e0(f)["grantor"] = []any{1.0} }},
		{"an unknown member", "onceUsed", func(f map[string]any) { e0(f)["usedAt"] = 3.0 }},
	})
}

// Legacy saves marked the permanent (objects[].onceTurn, counted as the
// turn stamp is): at this turn, each of its own "only once each turn"
// abilities counts as activated (CR 602.5b), not the abilities it was
// granted (CR 602.5c), nor its unrestricted ones. Wrong marks are refused
// at their path.
func TestH493OnceTurnLegacy(t *testing.T) {
	s := h493GrantsGame(t)
	g := s.g
	save := h493Save(t, g)
	turn := float64(g.Turn())
	mark := func(v any) func(f map[string]any) {
		return func(f map[string]any) { h493Obj(f, s.patron)["onceTurn"] = v }
	}
	h493Refused(t, save, []h493BadSave{
		{"the next turn", "objects[0].onceTurn", mark(turn + 1)},
		{"negative", "objects[0].onceTurn", mark(-1.0)},
		{"huge", "objects[0].onceTurn", mark(float64(1 << 40))},
		{"a string", "objects[0].onceTurn", mark("3")},
		{"fractional", "objects[0].onceTurn", mark(turn - 0.5)},
		{"on a card in hand, later", "objects[", func(f map[string]any) { h493Obj(f, s.forest)["onceTurn"] = turn + 2 }},
	})

	l, err := h493Load(t, save, mark(turn))
	require.NoError(t, err)
	require.NoError(t, l.CheckInvariants())
	fp := l.Fingerprint()
	err = l.Activate(0, s.patron, 0)
	require.ErrorIs(t, err, game.ErrNotAllowed, "marked this turn (CR 602.5b)")
	require.Equal(t, fp, l.Fingerprint())
	require.NoError(t, l.Clone().Activate(0, s.patron, 1), "no restriction")
	c := l.Clone()
	require.NoError(t, c.Activate(0, s.patron, 2), "granted: not marked (CR 602.5c)")
	require.Equal(t, game.DecideSacrifice, c.Pending().Kind)
	// The mark is written back as onceUsed, and the resave loads alike.
	resave := h493Save(t, l)
	require.Contains(t, string(resave), `"onceUsed"`)
	require.NotContains(t, string(resave), `"onceTurn"`)
	l2, err := h493Load(t, resave, nil)
	require.NoError(t, err)
	require.Equal(t, l.Fingerprint(), l2.Fingerprint())

	// An earlier turn's mark means nothing now.
	l, err = h493Load(t, save, mark(turn-1))
	require.NoError(t, err)
	require.NoError(t, l.Activate(0, s.patron, 0))

	// A mark of this turn and an onceUsed entry for the same ability:
	// the ability is listed twice.
	h493Refused(t, save, []h493BadSave{{"mark and entry", "onceUsed[0]", func(f map[string]any) {
		mark(turn)(f)
		f["onceUsed"] = []any{map[string]any{"object": float64(s.patron), "ability": 0.0}}
	}}})
}

// ---------------------------------------------------------------------
// Granted abilities' cost decisions

// The sacrifice of the Hound's granted "Sacrifice another creature"
// (CR 602.2b, 601.2h, 701.15a): bad answers are refused, changing
// nothing, live and loaded; then the Thrall is sacrificed, and a second
// activation this turn is refused (CR 602.5b, 602.5c) while the Patron's
// own copy of the grant may still be activated.
func TestH493GrantedSacrificeBadAnswers(t *testing.T) {
	s := h493GrantsGame(t)
	g := s.g
	require.NoError(t, g.Activate(0, s.hound, s.houndSac))
	require.Equal(t, game.Decision{Kind: game.DecideSacrifice, Player: 0}, game.Decision{Kind: g.Pending().Kind, Player: g.Pending().Player})
	require.ElementsMatch(t, []game.ObjectID{s.patron, s.thrall}, h493Choices(g), "another creature: not the Hound")
	bad := []h493BadAction{
		{"the Hound itself", h493Choose(0, s.hound), nil},
		{"Bob's Bear", h493Choose(0, s.bobsBear), nil},
		{"her land", h493Choose(0, s.alicesLandOnBF), nil},
		{"a card in hand", h493Choose(0, s.island), nil},
		{"object 0", h493Choose(0, 0), nil},
		{"object 2^32-1", h493Choose(0, ^game.ObjectID(0)), nil},
		{"Bob answers", h493Choose(1, s.thrall), game.ErrNotYourDecision},
		{"player 2", h493Choose(2, s.thrall), game.ErrMalformed},
		{"player -1", h493Choose(-1, s.thrall), game.ErrMalformed},
		{"a Choice", game.Action{Kind: game.ActChoose, Player: 0, Object: s.thrall, Choice: 7}, game.ErrMalformed},
		{"a discard", game.Action{Kind: game.ActDiscard, Player: 0, Object: s.island}, game.ErrNotYourDecision},
		{"a pass", game.Action{Kind: game.ActPass, Player: 0}, game.ErrNotYourDecision},
		{"activate again", game.Action{Kind: game.ActActivate, Player: 0, Object: s.hound, Ability: s.houndSac}, game.ErrNotYourDecision},
	}
	h493Refuse(t, g, bad)
	l, err := h493Load(t, h493Save(t, g), nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
	h493Refuse(t, l, bad)
	require.Equal(t, 2, h493AllListedAccepted(t, g))

	for _, x := range []*game.Game{g, l} {
		require.NoError(t, x.Apply(h493Choose(0, s.thrall)))
		require.NoError(t, x.PassUntilResolved())
		require.Equal(t, 22, x.Life(0))
		fp := x.Fingerprint()
		require.ErrorIs(t, x.Activate(0, s.hound, s.houndSac), game.ErrNotAllowed, "once each turn (CR 602.5b)")
		require.Equal(t, fp, x.Fingerprint())
		require.NoError(t, x.CheckInvariants())
		// The Patron's own copy of the grant is another ability
		// (CR 602.5c): the Hound goes.
		require.NoError(t, x.Activate(0, s.patron, 2))
		require.NoError(t, x.Apply(h493Choose(0, s.hound)))
		require.NoError(t, x.PassUntilResolved())
		require.Equal(t, 24, x.Life(0))
	}
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
}

// The discard of the Hound's granted "Discard a card" (CR 602.2b, 601.2h,
// 701.8a): only a card in Alice's hand; bad answers change nothing,
// live and loaded; the Island is discarded and the ability can't be
// activated again this turn (CR 602.5b).
func TestH493GrantedDiscardBadAnswers(t *testing.T) {
	s := h493GrantsGame(t)
	g := s.g
	require.NoError(t, g.Activate(0, s.hound, s.houndDiscard))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind, "%+v", g.Pending())
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	discard := func(p game.PlayerID, id game.ObjectID) game.Action {
		return game.Action{Kind: game.ActDiscard, Player: p, Object: id}
	}
	bad := []h493BadAction{
		{"Bob's card", discard(0, s.swamp), nil},
		{"a permanent", discard(0, s.thrall), nil},
		{"the Hound", discard(0, s.hound), nil},
		{"nothing", discard(0, 0), nil},
		{"object 2^32-1", discard(0, ^game.ObjectID(0)), nil},
		{"Bob discards", discard(1, s.swamp), game.ErrNotYourDecision},
		{"Bob discards hers", discard(1, s.island), game.ErrNotYourDecision},
		{"player 4", discard(4, s.island), game.ErrMalformed},
		{"a choose", h493Choose(0, s.island), game.ErrNotYourDecision},
		{"Choice set", game.Action{Kind: game.ActDiscard, Player: 0, Object: s.island, Choice: 1 << 20}, game.ErrMalformed},
	}
	h493Refuse(t, g, bad)
	l, err := h493Load(t, h493Save(t, g), nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
	h493Refuse(t, l, bad)
	require.Equal(t, 2, h493AllListedAccepted(t, g), "the Forest or the Island")
	for _, x := range []*game.Game{g, l} {
		require.NoError(t, x.Apply(discard(0, s.island)))
		require.NoError(t, x.PassUntilResolved())
		require.Equal(t, 23, x.Life(0))
		fp := x.Fingerprint()
		require.ErrorIs(t, x.Activate(0, s.hound, s.houndDiscard), game.ErrNotAllowed)
		require.Equal(t, fp, x.Fingerprint())
		require.NoError(t, x.CheckInvariants())
	}
}

// Each player concedes while Alice chooses the creature to sacrifice
// (CR 104.3a, 800.4a): in a duel either concession ends the game, the
// other player winning, mid-decision. Nothing panics, the invariants
// hold.
func TestH493GrantedSacrificeConcede(t *testing.T) {
	s := h493GrantsGame(t)
	g := s.g
	require.NoError(t, g.Activate(0, s.hound, s.houndSac))
	for p := game.PlayerID(0); p < 2; p++ {
		c := g.Clone()
		require.NoError(t, h493Apply(c, game.Action{Kind: game.ActConcede, Player: p}))
		require.NoError(t, c.CheckInvariants())
		require.True(t, c.Over(), "two players: the other wins")
		require.Equal(t, 1-p, c.Winner())
	}
}

// ---------------------------------------------------------------------
// resolution.redirects

// Saved while Alice answers for Dave after answering for Bob (CR 306.7,
// 101.4): the save holds Bob's answer. Each wrong redirects entry is
// refused at its path.
func TestH493RedirectsBadSaves(t *testing.T) {
	s := h493RedirectGame(t)
	g := s.g
	require.NoError(t, g.Apply(h493Choose(0, s.ajani)))
	require.Equal(t, []game.ObjectID{0, s.chandra}, h493Choices(g), "now Dave's")
	save := h493Save(t, g)
	l, err := h493Load(t, save, nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
	res := func(f map[string]any) map[string]any { return f["resolution"].(map[string]any) }
	r0 := func(f map[string]any) map[string]any { return res(f)["redirects"].([]any)[0].(map[string]any) }
	require.Len(t, res(func() map[string]any {
		var f map[string]any
		require.NoError(t, json.Unmarshal(save, &f))
		return f
	}())["redirects"], 1)
	h493Refused(t, save, []h493BadSave{
		{"player 4", "resolution.redirects[0].player", func(f map[string]any) { r0(f)["player"] = 4.0 }},
		{"player -1", "resolution.redirects[0].player", func(f map[string]any) { r0(f)["player"] = -1.0 }},
		{"player 1 << 40", "resolution.redirects[0].player", func(f map[string]any) { r0(f)["player"] = float64(1 << 40) }},
		{"Bob twice", "resolution.redirects[1].player", func(f map[string]any) {
			res(f)["redirects"] = append(res(f)["redirects"].([]any), map[string]any{"player": 1.0})
		}},
		{"to object of no slot", "resolution.redirects[0].to", func(f map[string]any) { r0(f)["to"] = float64(s.ajani) + 4000 }},
		{"to a zone change not made", "resolution.redirects[0].to", func(f map[string]any) { r0(f)["to"] = float64(s.ajani) + 9<<16 }},
		{"Dave already answered for, as he is asked", "pending", func(f map[string]any) {
			res(f)["redirects"] = append(res(f)["redirects"].([]any), map[string]any{"player": 3.0})
		}},
		{"redirects without a pending redirect", "resolution.redirects", func(f map[string]any) {
			f["pending"] = map[string]any{"kind": "priority", "player": 0.0}
		}},
		{"a string", "resolution.redirects", func(f map[string]any) { res(f)["redirects"] = "Bob" }},
		{"player a string", "resolution.redirects", func(f map[string]any) { r0(f)["player"] = "Bob" }},
		{"to negative", "resolution.redirects", func(f map[string]any) { r0(f)["to"] = -2.0 }},
		{"to a list", "resolution.redirects", func(f map[string]any) { r0(f)["to"] = []any{1.0} }},
		{"an unknown member", "resolution.redirects", func(f map[string]any) { r0(f)["planeswalker"] = 1.0 }},
	})

	// Legal variations: Bob's answer "to Bob" instead, or a stale ID
	// (the planeswalker left: he is dealt the damage).
	for _, edit := range []func(f map[string]any){
		func(f map[string]any) { delete(r0(f), "to") },
	} {
		l, err := h493Load(t, save, edit)
		require.NoError(t, err)
		require.NoError(t, l.CheckInvariants())
		require.NoError(t, l.Apply(h493Choose(0, s.chandra)))
		require.NoError(t, l.PassUntilResolved())
		require.Equal(t, []int{20, 17, 17, 20}, []int{l.Life(0), l.Life(1), l.Life(2), l.Life(3)})
		require.Equal(t, h493Loyalty(t, g, s.chandra)-3, h493Loyalty(t, l, s.chandra))
	}
}

// redirects are kept only while the redirect decision for damage that
// doesn't target its players is pending (CR 306.7): in a save at
// priority, or at the first question (none answered yet is the only
// state reached), an entry is refused.
func TestH493RedirectsWithoutPending(t *testing.T) {
	s := h493RedirectGame(t)
	g := s.g
	bob := []any{map[string]any{"player": 1.0, "to": float64(s.ajani)}}
	first := h493Save(t, g)
	require.NotContains(t, string(first), `"redirects"`)
	require.NoError(t, g.Apply(h493Choose(0, 0)))
	require.NoError(t, g.Apply(h493Choose(0, 0)))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, []int{20, 17, 17, 17}, []int{g.Life(0), g.Life(1), g.Life(2), g.Life(3)})
	prio := h493Save(t, g)
	h493Refused(t, prio, []h493BadSave{
		{"at priority", "resolution.redirects", func(f map[string]any) {
			f["resolution"].(map[string]any)["redirects"] = bob
		}},
	})
}

// The redirect decision for Dave, after Bob's (CR 306.7, 101.4): bad
// answers (Bob's planeswalker, Alice's own, a creature, a card in a
// graveyard, wrong players, fields out of range) are refused, changing
// nothing, live and loaded; the listed answers are all accepted; then
// Alice redirects Dave's damage.
func TestH493RedirectUntargetedBadAnswers(t *testing.T) {
	s := h493RedirectGame(t)
	g := s.g
	// At Bob's question: Dave's planeswalker is not Bob's.
	first := []h493BadAction{
		{"Dave's planeswalker for Bob's damage", h493Choose(0, s.chandra), game.ErrBadTarget},
		{"Alice's own", h493Choose(0, s.garruk), game.ErrBadTarget},
	}
	h493Refuse(t, g, first)
	require.Equal(t, 2, h493AllListedAccepted(t, g))
	require.NoError(t, g.Apply(h493Choose(0, s.ajani)))
	bad := []h493BadAction{
		{"Bob's planeswalker, answered for", h493Choose(0, s.ajani), game.ErrBadTarget},
		{"Alice's own", h493Choose(0, s.garruk), game.ErrBadTarget},
		{"Bob's creature", h493Choose(0, s.bear), game.ErrBadTarget},
		{"Carol's creature", h493Choose(0, s.cb), game.ErrBadTarget},
		{"a planeswalker card in a graveyard", h493Choose(0, s.lili), game.ErrBadTarget},
		{"the resolving spell", h493Choose(0, s.sweep), game.ErrBadTarget},
		{"object 2^32-1", h493Choose(0, ^game.ObjectID(0)), game.ErrBadTarget},
		{"Dave answers", h493Choose(3, s.chandra), game.ErrNotYourDecision},
		{"Bob answers", h493Choose(1, 0), game.ErrNotYourDecision},
		{"Carol answers", h493Choose(2, 0), game.ErrNotYourDecision},
		{"player 4", h493Choose(4, s.chandra), game.ErrMalformed},
		{"player -1", h493Choose(-1, s.chandra), game.ErrMalformed},
		{"Choice 1", game.Action{Kind: game.ActChoose, Player: 0, Object: s.chandra, Choice: 1}, game.ErrMalformed},
		{"Choice -1", game.Action{Kind: game.ActChoose, Player: 0, Choice: -1}, game.ErrMalformed},
		{"a target", h493Choose(0, s.chandra).WithTargets(game.PlayerTarget(3)), game.ErrMalformed},
		{"a pass", game.Action{Kind: game.ActPass, Player: 0}, game.ErrNotYourDecision},
		{"a cast", game.Action{Kind: game.ActCast, Player: 0, Object: s.word}.WithTargets(game.PlayerTarget(1)), game.ErrNotYourDecision},
		{"Ability 1", game.Action{Kind: game.ActChoose, Player: 0, Object: s.chandra, Ability: 1}, game.ErrMalformed},
	}
	h493Refuse(t, g, bad)
	l, err := h493Load(t, h493Save(t, g), nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
	h493Refuse(t, l, bad)
	require.Equal(t, 2, h493AllListedAccepted(t, g))
	require.Equal(t, 2, h493AllListedAccepted(t, l))
	for _, x := range []*game.Game{g, l} {
		require.Equal(t, []int{20, 20, 20, 20}, []int{x.Life(0), x.Life(1), x.Life(2), x.Life(3)}, "nothing dealt yet")
		require.NoError(t, x.Apply(h493Choose(0, s.chandra)))
		require.NoError(t, x.PassUntilResolved())
		require.Equal(t, []int{20, 20, 17, 20}, []int{x.Life(0), x.Life(1), x.Life(2), x.Life(3)})
		require.NoError(t, x.CheckInvariants())
	}
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
}

// Each player concedes at Alice's question for Dave, Bob's answered
// (CR 104.3a, 800.4a): Alice's spell leaves with her; Bob leaves with his
// planeswalker (no damage to him); Carol leaves; Dave, being asked for,
// leaves and isn't dealt the damage. In each case the game goes on
// without a panic, the listed actions are accepted, and the damage is
// dealt as answered.
func TestH493RedirectUntargetedConcedeEach(t *testing.T) {
	s := h493RedirectGame(t)
	g := s.g
	ajani := h493Loyalty(t, g, s.ajani)
	require.NoError(t, g.Apply(h493Choose(0, s.ajani)))
	for p := game.PlayerID(0); p < 4; p++ {
		for _, x := range []*game.Game{g.Clone(), func() *game.Game {
			l, err := h493Load(t, h493Save(t, g), nil)
			require.NoError(t, err)
			return l
		}()} {
			require.NoError(t, h493Apply(x, game.Action{Kind: game.ActConcede, Player: p}), "player %d", p)
			require.NoError(t, x.CheckInvariants(), "player %d", p)
			h493AllListedAccepted(t, x)
			// The rest of the round trips too.
			l, err := h493Load(t, h493Save(t, x), nil)
			require.NoError(t, err, "player %d", p)
			require.Equal(t, x.Fingerprint(), l.Fingerprint())
			if x.Pending().Kind == game.DecideRedirect {
				require.NotEqual(t, game.PlayerID(3), p, "Dave's question ended with him")
				require.NoError(t, x.Apply(h493Choose(0, 0)))
			}
			require.NoError(t, x.PassUntilResolved())
			switch p {
			case 0:
				require.Equal(t, []int{20, 20, 20}, []int{x.Life(1), x.Life(2), x.Life(3)}, "the spell left with Alice")
			case 1:
				require.Equal(t, []int{17, 17}, []int{x.Life(2), x.Life(3)})
			case 2:
				require.Equal(t, 20, x.Life(1))
				require.Equal(t, ajani-3, h493Loyalty(t, x, s.ajani))
				require.Equal(t, 17, x.Life(3))
			case 3:
				require.Equal(t, []int{20, 17}, []int{x.Life(1), x.Life(2)})
				require.Equal(t, ajani-3, h493Loyalty(t, x, s.ajani))
			}
			require.NoError(t, x.CheckInvariants())
		}
	}
}

// ---------------------------------------------------------------------
// Found as defects and fixed (game/load_check.go checkRedirects).

// h493DaveQuestion is the redirect game saved at Alice's question for
// Dave, Bob's damage answered "to Ajani".
func h493DaveQuestion(t *testing.T) (h493Redirect, []byte) {
	s := h493RedirectGame(t)
	require.NoError(t, s.g.Apply(h493Choose(0, s.ajani)))
	return s, h493Save(t, s.g)
}

// A redirects answer goes only to a planeswalker the damaged player
// controls (CR 306.7: "a planeswalker the first player controls"), as
// answerRedirect requires live: a save whose answer for Bob names Dave's
// planeswalker, Alice's own, or Bob's creature, or whose answer for
// Carol names her creature, is refused at the entry. (Each loaded before
// the fix, and the damage was then dealt to that permanent.)
func TestH493RedirectsToNotTheirPlaneswalker(t *testing.T) {
	s, save := h493DaveQuestion(t)
	r0 := func(f map[string]any) map[string]any {
		return f["resolution"].(map[string]any)["redirects"].([]any)[0].(map[string]any)
	}
	h493Refused(t, save, []h493BadSave{
		{"Bob's damage to Dave's planeswalker", "resolution.redirects[0].to", func(f map[string]any) { r0(f)["to"] = float64(s.chandra) }},
		{"Bob's damage to Alice's planeswalker", "resolution.redirects[0].to", func(f map[string]any) { r0(f)["to"] = float64(s.garruk) }},
		{"Bob's damage to his creature", "resolution.redirects[0].to", func(f map[string]any) { r0(f)["to"] = float64(s.bear) }},
		{"Carol's damage to her creature", "resolution.redirects[0]", func(f map[string]any) {
			r0(f)["player"], r0(f)["to"] = 2.0, float64(s.cb)
		}},
	})
}

// resolution.redirects are kept only while the redirect decision for
// damage that doesn't target its players is pending (CR 306.7). At the
// redirect decision of Searing Word (damage to target opponent), an
// entry is refused. (Before the fix the save loaded, and once Alice
// answered, the game at priority still held the entry, and its own save
// was refused by Load.)
func TestH493RedirectsAtTargetedRedirect(t *testing.T) {
	s := h493RedirectGame(t)
	g := s.g
	require.NoError(t, g.Apply(h493Choose(0, 0)))
	require.NoError(t, g.Apply(h493Choose(0, 0)))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.Cast(0, s.word, game.PlayerTarget(1)))
	for p := 0; p < 4; p++ {
		require.NoError(t, g.Pass(game.PlayerID(p)))
	}
	require.Equal(t, game.Decision{Kind: game.DecideRedirect, Player: 0}, g.Pending())
	save := h493Save(t, g)
	require.NotContains(t, string(save), `"redirects"`)
	edit := func(f map[string]any) {
		f["resolution"].(map[string]any)["redirects"] = []any{map[string]any{"player": 3.0, "to": float64(s.chandra)}}
	}
	l, err := h493Load(t, save, edit)
	if err == nil {
		// Show what follows: the game can't be saved and loaded.
		require.NoError(t, l.Apply(h493Choose(0, 0)))
		_, rerr := h493Load(t, h493Save(t, l), nil)
		require.NoError(t, rerr, "the accepted save led to a game whose save is refused")
	}
	h493Refused(t, save, []h493BadSave{{"at a targeted damage's redirect", "resolution.redirects", edit}})
}

// A member unknown to the save format is located by its path, as
// "planeswalker" in a redirects entry is, also when its name is one the
// format uses elsewhere: "turn" in an onceUsed entry (the save has a
// "turn" at the top level) is refused at onceUsed[0].turn.
func TestH493UnknownMemberLocated(t *testing.T) {
	s := h493GrantsGame(t)
	h493Used(t, s)
	save := h493Save(t, s.g)
	h493Refused(t, save, []h493BadSave{{"onceUsed[0].turn", "onceUsed[0].turn", func(f map[string]any) {
		f["onceUsed"].([]any)[0].(map[string]any)["turn"] = 3.0
	}}})
}
