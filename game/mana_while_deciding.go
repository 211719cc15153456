package game

// Mana abilities outside priority: a player may activate them while
// deciding something that will cost them mana, to choose which sources
// pay (CR 605.3a) — whether to pay mana a resolving spell or ability
// offers (CR 608.2f, payingMana), and a declaration of attackers or
// blockers with costs (CR 508.1i, 509.1e, declarationMayCostMana). The
// decision stays pending; the payment then spends the pool first.

// activateManaWhileDeciding activates a mana ability while a player
// decides something that may cost them mana: whether to pay mana during a
// resolution (CR 608.2f), or attackers or blockers that cost mana to
// declare (CR 508.1i, 509.1e). The mana goes to the pool, which the
// payment spends first, and the same decision waits; state-based actions
// and triggered abilities wait for the next priority (CR 116.5).
func (g *Game) activateManaWhileDeciding(a Action) error {
	switch d := &g.pending; d.Kind {
	case DecideYesNo:
		if !g.payingMana() {
			return refuse(ErrNotYourDecision, "608.2f", "mana abilities can be activated during a resolution only when it offers a payment of mana")
		}
		if a.Player != d.Player {
			return refuse(ErrNotYourDecision, "116.1", "%s decides whether to pay, not %s", g.playerName(d.Player), g.playerName(a.Player))
		}
	case DecideAttackers, DecideBlockers:
		if !g.declarationMayCostMana(a.Player) {
			rule := "508.1i"
			if d.Kind == DecideBlockers {
				rule = "509.1e"
			}
			return refuse(ErrNotYourDecision, rule, "mana abilities are activated during a declaration only to pay its costs, and %s's creatures cost nothing to declare", g.playerName(a.Player))
		}
	}
	return g.runManaActivation(a)
}
