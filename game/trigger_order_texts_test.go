// Regression test; before the fix: expected every option of a trigger-order decision to read
// differently (Describe gives a distinct, true text per option; the
// player chooses which of their simultaneous triggers goes on the stack
// next, CR 603.3b), engine gives two or more options the same text, in
// English and Chinese, in four positions: a creature's own trigger and one
// an Aura grants it (CR 112.7, 613.1f); two same-name sources whose
// triggers have the same event when one has left the battlefield
// (CR 603.10a, 704.5k); two instances of one granted trigger from two
// Auras; a creature and a copy of it that died together (CR 706.2).
// Place in game/ (package game_test; uses testDef of
// malformed_answers_test.go) and run: go test ./game -run Test
package game_test

import (
	"testing"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// orderTextsPos builds a position: NewEmpty with the players named, a put helper.
func orderTextsPos(t *testing.T, names ...string) (*game.Game, func(p game.PlayerID, z zone.Kind, n string, o game.PutOptions) game.ObjectID) {
	t.Helper()
	cfg := game.Config{Seed: 1}
	for _, n := range names {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
	}
	return orderTextsPosCfg(t, cfg)
}

func orderTextsPosCfg(t *testing.T, cfg game.Config) (*game.Game, func(p game.PlayerID, z zone.Kind, n string, o game.PutOptions) game.ObjectID) {
	t.Helper()
	g, err := game.NewEmpty(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g, func(p game.PlayerID, z zone.Kind, n string, o game.PutOptions) game.ObjectID {
		t.Helper()
		id, err := g.Put(p, z, testDef(t, n), o)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
}

// orderTextsDistinct fails when two options of the pending decision read the
// same in English or Chinese.
func orderTextsDistinct(t *testing.T, g *game.Game) {
	t.Helper()
	opts := g.LegalActions(nil)
	for _, a := range opts {
		t.Logf("option %q", g.Describe(a, game.English))
	}
	for _, lang := range []game.Lang{game.English, game.Chinese} {
		seen := map[string]int{}
		for i, a := range opts {
			s := g.Describe(a, lang)
			if j, ok := seen[s]; ok {
				t.Errorf("%v: options %d and %d both read %q", g.Pending().Kind, j, i, s)
			}
			seen[s] = i
		}
	}
}

// Regression test; before the fix: Altac Bloodseeker enchanted by Eternal Thirst. When an opponent's
// creature dies, two different triggered abilities of Alice's wait to be
// put on the stack (CR 603.3b: she chooses their order): Altac's own
// (+2/+0, first strike and haste until end of turn) and the one Eternal
// Thirst grants (a +1/+1 counter, CR 112.7 / 613.1f). The engine lists
// both, but Describe gives both the same text, "Put Altac Bloodseeker's
// triggered ability (for Runeclaw Bear) on the stack next", so the player
// can't tell which one she puts on the stack first.
func TestGrantedTriggerTextTellsApart(t *testing.T) {
	g, put := orderTextsPos(t, "Alice", "Bob")
	altac := put(0, zone.Battlefield, "Altac Bloodseeker", game.PutOptions{})
	put(0, zone.Battlefield, "Eternal Thirst", game.PutOptions{AttachedTo: altac})
	put(0, zone.Battlefield, "Mountain", game.PutOptions{})
	put(0, zone.Battlefield, "Mountain", game.PutOptions{})
	strike := put(0, zone.Hand, "Lightning Strike", game.PutOptions{})
	bear := put(1, zone.Battlefield, "Runeclaw Bear", game.PutOptions{})
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	if err := g.Cast(0, strike, game.ObjectTarget(bear)); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 4 && g.Pending().Kind == game.DecidePriority; i++ {
		if err := g.Pass(g.PriorityPlayer()); err != nil {
			t.Fatal(err)
		}
	}
	if d := g.Pending(); d.Kind != game.DecideTriggerOrder || d.Player != 0 {
		t.Fatalf("pending %+v, want Alice's trigger order", d)
	}
	if n := len(g.LegalActions(nil)); n != 2 {
		t.Fatalf("%d options, want 2", n)
	}
	orderTextsDistinct(t, g)
}

// Regression test; before the fix: Alice controls two Ob Nixilis, Unshackled ("Whenever another
// creature dies, put a +1/+1 counter on Ob Nixilis"), a Runeclaw Bear and
// a Centaur Courser, both with lethal damage. One state-based check
// (CR 704.3) kills the Bear and the Courser (704.5g) and, after Alice
// keeps o1, puts o2 into the graveyard by the legend rule (704.5k). Both
// Obs trigger for the Bear and for the Courser (o2 looks back in time,
// CR 603.10a); o1 also for o2: five triggers. Each Ob's triggers are
// alike (the ability reads nothing of the dying creature), so one option
// stands for them: two options. o1's gives o1 a counter, o2's does nothing
// (o2 is in the graveyard): the choices differ, yet both read "Put Ob
// Nixilis, Unshackled's triggered ability on the stack next".
func TestSameNameSourcesTriggerTextsTellApart(t *testing.T) {
	g, put := orderTextsPos(t, "Alice", "Bob")
	o1 := put(0, zone.Battlefield, "Ob Nixilis, Unshackled", game.PutOptions{})
	put(0, zone.Battlefield, "Ob Nixilis, Unshackled", game.PutOptions{})
	put(0, zone.Battlefield, "Runeclaw Bear", game.PutOptions{Damage: 2})
	put(0, zone.Battlefield, "Centaur Courser", game.PutOptions{Damage: 3})
	put(1, zone.Battlefield, "Forest", game.PutOptions{})
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	if d := g.Pending(); d.Kind != game.DecideKeep {
		t.Fatalf("pending %+v, want keep", d)
	}
	if err := g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: o1}); err != nil {
		t.Fatal(err)
	}
	if d := g.Pending(); d.Kind != game.DecideTriggerOrder || d.Player != 0 {
		t.Fatalf("pending %+v, want Alice's trigger order", d)
	}
	if n := len(g.LegalActions(nil)); n != 2 {
		t.Fatalf("%d options, want 2", n)
	}
	orderTextsDistinct(t, g)
}

// Regression test; before the fix: Runeclaw Bear enchanted by two Eternal Thirsts has two instances
// of the granted "Whenever a creature an opponent controls dies, put a
// +1/+1 counter on this creature" (CR 112.7, 613.1f). When Bob's creature
// dies both trigger (CR 603.2) and Alice orders them (CR 603.3b). They are
// listed as two options that read alike ("Put Runeclaw Bear's triggered
// ability on the stack next"): either they are twins, and one option should
// stand for both (as identical triggers of one source do), or they differ,
// and the texts should say how (which Aura grants each).
func TestTwoGrantedTwinsOneTextEach(t *testing.T) {
	g, put := orderTextsPos(t, "Alice", "Bob")
	bear := put(0, zone.Battlefield, "Runeclaw Bear", game.PutOptions{})
	put(0, zone.Battlefield, "Eternal Thirst", game.PutOptions{AttachedTo: bear})
	put(0, zone.Battlefield, "Eternal Thirst", game.PutOptions{AttachedTo: bear})
	put(0, zone.Battlefield, "Mountain", game.PutOptions{})
	put(0, zone.Battlefield, "Mountain", game.PutOptions{})
	strike := put(0, zone.Hand, "Lightning Strike", game.PutOptions{})
	victim := put(1, zone.Battlefield, "Centaur Courser", game.PutOptions{})
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	if err := g.Cast(0, strike, game.ObjectTarget(victim)); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 4 && g.Pending().Kind == game.DecidePriority; i++ {
		if err := g.Pass(g.PriorityPlayer()); err != nil {
			t.Fatal(err)
		}
	}
	if d := g.Pending(); d.Kind != game.DecideTriggerOrder {
		t.Fatalf("pending %+v, want trigger order", d)
	}
	orderTextsDistinct(t, g)
}

// Regression test; before the fix: Alice's Black Cat and her Mercurial Pretender copying it die at
// once (Mass Calcify). Both "When Black Cat dies, target opponent discards
// a card at random" abilities trigger (CR 603.10a: the Pretender was a
// Black Cat as it last existed, CR 706.2) and Alice orders them
// (CR 603.3b). Two objects' abilities are listed as two options with one
// text, "Put Black Cat's triggered ability on the stack next": nothing
// tells the Cat's from the copy's (two Black Cat cards would be numbered).
func TestCopyAndOriginalTriggerTextsTellApart(t *testing.T) {
	g, put := orderTextsPos(t, "Alice", "Bob")
	cat := put(0, zone.Battlefield, "Black Cat", game.PutOptions{})
	for i := 0; i < 5; i++ {
		put(0, zone.Battlefield, "Island", game.PutOptions{})
	}
	for i := 0; i < 7; i++ {
		put(0, zone.Battlefield, "Plains", game.PutOptions{})
	}
	pret := put(0, zone.Hand, "Mercurial Pretender", game.PutOptions{})
	calcify := put(0, zone.Hand, "Mass Calcify", game.PutOptions{})
	put(1, zone.Hand, "Forest", game.PutOptions{})
	put(1, zone.Hand, "Forest", game.PutOptions{})
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	if err := g.Cast(0, pret); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 4 && g.Pending().Kind == game.DecidePriority && g.StackLen() > 0; i++ {
		if err := g.Pass(g.PriorityPlayer()); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: cat}); err != nil {
		t.Fatalf("copy choice: %v (pending %+v)", err, g.Pending())
	}
	if err := g.Cast(0, calcify); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 4 && g.Pending().Kind == game.DecidePriority; i++ {
		if err := g.Pass(g.PriorityPlayer()); err != nil {
			t.Fatal(err)
		}
	}
	if d := g.Pending(); d.Kind != game.DecideTriggerOrder || len(g.LegalActions(nil)) != 2 {
		t.Fatalf("pending %+v with %d options, want trigger order of 2", d, len(g.LegalActions(nil)))
	}
	orderTextsDistinct(t, g)
}
