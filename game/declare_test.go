package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// build adds the pieces of a listed declaration to a new Declaration.
func build(t *testing.T, g *game.Game, a game.Action) *game.Declaration {
	d, err := g.NewDeclaration()
	require.NoError(t, err)
	for _, at := range a.Attackers {
		require.NoError(t, d.AddAttacker(at.Attacker, at), "%+v", a)
	}
	for _, b := range a.Blockers {
		require.NoError(t, d.AddBlocker(b.Blocker, b.Attacker), "%+v", a)
	}
	return d
}

// Declarations built piece by piece agree with Apply (CR 508.1, 509.1):
// every listed declaration can be built and passes Check; whatever the
// builder accepts as a whole, Apply accepts; a piece it refuses makes
// Apply refuse the declaration holding it.
func TestDeclarationAgreesWithApply(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 508))
	built, refused := 0, 0
	var buf []game.Action
	for _, cfg := range wordsConfigs(t, 16) {
		g, err := game.New(cfg)
		require.NoError(t, err)
		for i := 0; i < 3000 && !g.Over(); i++ {
			buf = g.LegalActions(buf[:0])
			k := g.Pending().Kind
			if k != game.DecideAttackers && k != game.DecideBlockers {
				_, err := g.NewDeclaration()
				require.ErrorIs(t, err, game.ErrIllegal)
				j := r.IntN(len(buf))
				if buf[j].Kind == game.ActPass && len(buf) > 1 && r.IntN(3) > 0 {
					j = 1 + r.IntN(len(buf)-1)
				}
				require.NoError(t, g.Apply(buf[j]))
				continue
			}
			for _, a := range buf {
				require.NoError(t, build(t, g, a).Check(), "%+v", a)
			}
			d, err := g.NewDeclaration()
			require.NoError(t, err)
			var creatures []game.ObjectID
			for p := range cfg.Players {
				creatures = append(creatures, g.Zone(game.PlayerID(p), zone.Battlefield)...)
			}
			for step := 0; step < 8; step++ {
				switch r.IntN(4) {
				case 0: // add a listed piece: always accepted
					if k == game.DecideAttackers {
						if opts := d.AttackOptions(); len(opts) > 0 {
							o := opts[r.IntN(len(opts))]
							require.NoError(t, d.AddAttacker(o.Attacker, o))
						}
					} else if opts := d.BlockOptions(); len(opts) > 0 {
						o := opts[r.IntN(len(opts))]
						require.NoError(t, d.AddBlocker(o.Blocker, o.Attacker))
					}
				case 1: // remove one
					if a := d.Action(); len(a.Attackers) > 0 {
						require.True(t, d.Remove(a.Attackers[r.IntN(len(a.Attackers))].Attacker))
					} else if len(a.Blockers) > 0 {
						require.True(t, d.Remove(a.Blockers[r.IntN(len(a.Blockers))].Blocker))
					}
				default: // add any piece; a refused one makes Apply refuse
					if len(creatures) == 0 {
						continue
					}
					c := creatures[r.IntN(len(creatures))]
					other := creatures[r.IntN(len(creatures))]
					want := d.Action()
					before := g.Fingerprint()
					var err error
					if k == game.DecideAttackers {
						at := game.Attack{Attacker: c, Player: game.PlayerID(r.IntN(len(cfg.Players)))}
						if r.IntN(4) == 0 {
							at = game.Attack{Attacker: c, Player: game.NoPlayer, Planeswalker: other}
						}
						want.Attackers = append(want.Attackers, at)
						err = d.AddAttacker(c, at)
					} else {
						want.Blockers = append(want.Blockers, game.Block{Blocker: c, Attacker: other})
						err = d.AddBlocker(c, other)
					}
					require.Equal(t, before, g.Fingerprint())
					if err != nil {
						var re *game.RuleError
						require.ErrorAs(t, err, &re)
						require.NotEmpty(t, re.Rule)
						require.Error(t, g.Clone().Apply(want), "the builder refused a piece (%v) that Apply accepts: %+v", err, want)
						refused++
					}
				}
			}
			if err := d.Check(); err == nil {
				built++
				require.NoError(t, g.Clone().Apply(d.Action()))
				if r.IntN(2) == 0 {
					require.NoError(t, g.Apply(d.Action()))
					continue
				}
			} else {
				require.Error(t, g.Clone().Apply(d.Action()))
			}
			require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
		}
	}
	require.Greater(t, built, 50)
	require.Greater(t, refused, 50)
}
