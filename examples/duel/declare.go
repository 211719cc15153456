package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spellstack/spellstack/game"
)

// declares reports whether d asks for an attack or a block declaration,
// which a person may build creature by creature besides the listed ones.
func declares(d game.Decision) bool {
	return d.Kind == game.DecideAttackers || d.Kind == game.DecideBlockers
}

// declare lets the person build an attack or block declaration piece by
// piece (game.Declaration): any set of creatures CR 508.1 and 509.1
// allow, where the listed options hold only representatives (none, each
// creature alone, all of them). It returns the declaration, or a concede
// at the end of the input.
func (h *human) declare(g *game.Game) game.Action {
	d, err := g.NewDeclaration()
	if err != nil {
		return game.Action{Kind: game.ActPass, Player: h.seat} // not asked: cannot happen
	}
	blocking := g.Pending().Kind == game.DecideBlockers
	for {
		// The pieces that may be added next, each as a declaration of its own.
		var pieces []game.Action
		if blocking {
			for _, b := range d.BlockOptions() {
				pieces = append(pieces, game.Action{Kind: game.ActDeclareBlockers, Player: g.Pending().Player, Blockers: []game.Block{b}})
			}
		} else {
			for _, a := range d.AttackOptions() {
				pieces = append(pieces, game.Action{Kind: game.ActDeclareAttackers, Player: g.Pending().Player, Attackers: []game.Attack{a}})
			}
		}
		fmt.Fprintf(h.out, "%s%s\n", h.say("So far: ", "目前："), g.Describe(d.Action(), h.lang))
		fmt.Fprintf(h.out, "   0. %s\n", h.say("Declare these", "宣告这些"))
		for i, p := range pieces {
			fmt.Fprintf(h.out, "  %2d. %s %s\n", i+1, h.say("Add:", "加入："), g.Describe(p, h.lang))
		}
		fmt.Fprint(h.out, h.say("Your choice (number, or q to concede): ", "你的选择（编号，或输入q认输）："))
		text, ok := h.readLine()
		line := strings.TrimSpace(text)
		if !ok || line == "q" {
			return game.Action{Kind: game.ActConcede, Player: h.seat}
		}
		n, err := strconv.Atoi(line)
		switch {
		case err != nil || n < 0 || n > len(pieces):
			fmt.Fprintf(h.out, h.say("Please type a number from 0 to %d.\n", "请输入0到%d之间的编号。\n"), len(pieces))
		case n == 0:
			if err := d.Check(); err != nil {
				fmt.Fprintf(h.out, "%s%v\n", h.say("Not yet: ", "还不行："), err)
				continue
			}
			return d.Action()
		case blocking:
			b := pieces[n-1].Blockers[0]
			if err := d.AddBlocker(b.Blocker, b.Attacker); err != nil {
				fmt.Fprintln(h.out, err)
			}
		default:
			a := pieces[n-1].Attackers[0]
			if err := d.AddAttacker(a.Attacker, a); err != nil {
				fmt.Fprintln(h.out, err)
			}
		}
	}
}
