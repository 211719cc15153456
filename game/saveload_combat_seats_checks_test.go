package game_test

// Load refuses saves whose combat, step or seats no game can reach (each
// case was a real save with one field changed, which Load accepted and
// then played wrongly: a card in a hand blocked, an undeclared blocker
// dealing damage, an attacker dealing combat damage in a combat it never
// joined, a stuck discard).

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// attackedDuel returns a duel where Alice's Centaur Courser attacks Bob,
// who is to declare blockers with his Runeclaw Bear; Alice holds a
// Runeclaw Bear in her hand (inHand).
func attackedDuel(t *testing.T) (g *game.Game, bear, inHand game.ObjectID) {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	cc, _ := g.Put(0, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	bear, _ = g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	inHand, _ = g.Put(0, zone.Hand, card.RuneclawBear, game.PutOptions{})
	courserAttacksBob(t, g, cc)
	require.Equal(t, game.Decision{Kind: game.DecideBlockers, Player: 1}, g.Pending())
	return g, bear, inHand
}

// courserAttacksBob gives each player a Forest to draw, starts g at
// Alice's declare attackers step of turn 3, has her attack Bob with cc
// and passes priority until the next decision (Bob's blocks).
func courserAttacksBob(t *testing.T, g *game.Game, cc game.ObjectID) {
	t.Helper()
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	g.Put(1, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: cc, Player: 1}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
}

func firstAttacker(m map[string]any) map[string]any {
	return m["combat"].(map[string]any)["attackers"].([]any)[0].(map[string]any)
}

func TestLoadRefusesImpossibleCombat(t *testing.T) {
	g, bear, inHand := attackedDuel(t)
	data := slSave(t, g)
	_, err := slLoad(data)
	require.NoError(t, err, "the save as made loads")

	// CR 508.1a: only a creature on the battlefield attacks.
	t.Run("an attacker in a hand", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) { firstAttacker(m)["id"] = uint32(inHand) }), "combat.attackers[0].id")
	})
	// CR 509.1: blockers exist once declared, and a creature with
	// blockers is blocked (CR 509.1h).
	t.Run("a blocker before blockers are declared", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) { firstAttacker(m)["blockers"] = []any{uint32(bear)} }), "combat.attackers[0].blocked")
	})
	t.Run("blocked before blockers are declared", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) {
			firstAttacker(m)["blockers"] = []any{uint32(bear)}
			firstAttacker(m)["blocked"] = true
		}), "combat.attackers[0].blocked")
	})
	// CR 506.1, 511.3: creatures attack only during combat.
	t.Run("an attacker in the precombat main phase", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) {
			m["step"] = "main1"
			m["pending"] = map[string]any{"kind": "priority", "player": 0}
		}), "combat.attackers")
	})

	// CR 508.8 skips the blockers and damage steps without an attack, but
	// a game set up there begins there (Start), and its save loads.
	for _, step := range []game.Step{game.DeclareBlockers, game.FirstStrikeDamage, game.CombatDamage} {
		t.Run("the "+step.String()+" step without an attack", func(t *testing.T) {
			h, put := emptyDuel(t, 1)
			put(0, zone.Library, card.Forest)
			put(1, zone.Library, card.Forest)
			require.NoError(t, h.Start(3, 0, step))
			loaded, err := game.Load(bytes.NewReader(slSave(t, h)), nil)
			require.NoError(t, err)
			require.Equal(t, h.Fingerprint(), loaded.Fingerprint())
			require.Equal(t, step, loaded.Step())
		})
	}
}

func TestLoadRefusesImpossibleSeats(t *testing.T) {
	// CR 104.3a: a player who concedes has lost.
	t.Run("conceded without losing", func(t *testing.T) {
		g, _, _ := attackedDuel(t)
		slRefused(t, slEdit(t, slSave(t, g), func(m map[string]any) {
			m["players"].([]any)[0].(map[string]any)["conceded"] = true
		}), "players[0].lost")
	})
	// CR 805.4: a Two-Headed Giant team takes its turn together, named
	// by its first player.
	t.Run("a team's second player active", func(t *testing.T) {
		g, err := game.New(seatsConfig(4, game.TwoHeadedGiant, 3))
		require.NoError(t, err)
		for i := 0; i < 200 && g.Turn() < 2 && !g.Over(); i++ {
			require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
		}
		require.Zero(t, g.ActivePlayer()%2, "a team's first player")
		data := slSave(t, g)
		_, err = slLoad(data)
		require.NoError(t, err)
		slRefused(t, slEdit(t, data, func(m map[string]any) { m["active"] = int(g.ActivePlayer()) + 1 }), "active")
	})
}

// CR 602.2b: a cost discards what it says; a discard decision paying
// Necromancer's Stockpile's cost ("Discard a creature card") has one
// card to go, not two, which would leave the game with no legal action.
func TestLoadRefusesACostDiscardBeyondTheCost(t *testing.T) {
	g, put := emptyDuel(t, 1)
	stockpile := put(0, zone.Battlefield, card.NecromancersStockpile)
	put(0, zone.Battlefield, card.Swamp)
	put(0, zone.Battlefield, card.Swamp)
	put(0, zone.Hand, card.RuneclawBear)
	put(0, zone.Hand, card.CentaurCourser) // a choice: the cost asks which
	put(0, zone.Library, card.Forest)
	put(1, zone.Library, card.Forest)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, stockpile, 0))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	data := slSave(t, g)
	_, err := slLoad(data)
	require.NoError(t, err)
	slRefused(t, slEdit(t, data, func(m map[string]any) { m["pending"].(map[string]any)["count"] = 2 }), "pending.count")
}

// A decision in the middle of a resolution fits the effect the resolution
// is at: no player gets priority while an ability resolves (CR 608.2), a
// redirect is asked only at damage to a player (CR 306.7), and a "you
// may" is asked once (CR 603.5). Heliod's Pilgrim's trigger asks whether
// Alice searches, then what she finds.
func TestLoadRefusesDecisionsTheResolutionDoesntAsk(t *testing.T) {
	g, put := emptyDuel(t, 1)
	for range 3 {
		put(0, zone.Battlefield, card.Plains)
	}
	pilgrim := put(0, zone.Hand, card.HeliodsPilgrim)
	put(0, zone.Library, card.DivineFavor)
	put(0, zone.Library, card.Plains)
	put(1, zone.Library, card.Forest)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, pilgrim))
	require.NoError(t, g.PassUntilResolved()) // the Pilgrim
	require.NoError(t, g.PassUntilResolved()) // its trigger
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	asked := slSave(t, g)
	_, err := slLoad(asked)
	require.NoError(t, err)
	kind := func(k string) func(m map[string]any) {
		return func(m map[string]any) { m["pending"].(map[string]any)["kind"] = k }
	}
	t.Run("priority during a resolution", func(t *testing.T) {
		slRefused(t, slEdit(t, asked, kind("priority")), "pending")
	})
	t.Run("a redirect without damage", func(t *testing.T) {
		slRefused(t, slEdit(t, asked, kind("redirect")), "pending")
	})

	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}))
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	searching := slSave(t, g)
	_, err = slLoad(searching)
	require.NoError(t, err)
	t.Run("a yes/no already answered", func(t *testing.T) {
		// With count 0, as a yes/no decision has (a count is refused
		// first, at pending.count).
		slRefused(t, slEdit(t, searching, func(m map[string]any) {
			kind("yes/no")(m)
			m["pending"].(map[string]any)["count"] = 0
		}), "pending")
	})
}

// CR 114.1, 400.7: a target chosen on the battlefield that moved has a
// stale ID, so a Lightning Strike's target that is the current ID of a
// card in a graveyard was never chosen.
func TestLoadRefusesATargetWhereItCantBe(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(0, zone.Battlefield, card.Mountain)
	put(0, zone.Battlefield, card.Mountain)
	strike := put(0, zone.Hand, card.LightningStrike)
	bear := put(1, zone.Battlefield, card.RuneclawBear)
	dead := put(1, zone.Graveyard, card.RuneclawBear)
	put(0, zone.Library, card.Forest)
	put(1, zone.Library, card.Forest)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, strike, game.ObjectTarget(bear)))
	data := slSave(t, g)
	_, err := slLoad(data)
	require.NoError(t, err)
	slRefused(t, slEdit(t, data, func(m map[string]any) {
		m["stack"].([]any)[0].(map[string]any)["targets"] = []any{map[string]any{"object": uint32(dead)}}
	}), "stack[0].targets")
}

// CR 400.7, 608.2g: last known information is kept for a permanent as it
// leaves the battlefield, whose ID then goes stale; an entry for an ID
// still current names a permanent that never left.
func TestLoadRefusesLastKnownOfAPermanentStillThere(t *testing.T) {
	g, bear, _ := attackedDuel(t)
	data := slSave(t, g)
	slRefused(t, slEdit(t, data, func(m map[string]any) {
		m["lastKnown"] = []any{map[string]any{"id": uint32(bear), "power": 2, "toughness": 2}}
	}), "lastKnown[0].id")
}
