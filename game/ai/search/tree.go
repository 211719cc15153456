package search

import (
	"github.com/spellstack/spellstack/game"
)

// node is one option in the tree: the action that leads to it from its
// parent's decision and what the iterations through it scored.
type node struct {
	action game.Action
	// team is the team of the player who chose action: the score
	// recorded is that team's.
	team game.PlayerID
	// firstChild and next link the children of a node (-1: none).
	firstChild, next int32
	// visits counts the iterations through the node, avail those in
	// which it could have been chosen (ISMCTS availability).
	visits, avail int32
	reward        float64
}

// tree holds the nodes of one search in a pool reused from search to
// search, with the declarations of their actions in reused arenas.
type tree struct {
	nodes   []node
	attacks []game.Attack
	blocks  []game.Block
	path    []int32
	// found is scratch space for selectChild.
	found []int32
}

// reset empties the tree, keeping its storage.
func (t *tree) reset() {
	t.nodes = t.nodes[:0]
	t.attacks = t.attacks[:0]
	t.blocks = t.blocks[:0]
}

// add adds a node for action, chosen in g, with no parent.
func (t *tree) add(a game.Action, g *game.Game) int32 {
	if len(a.Attackers) > 0 {
		start := len(t.attacks)
		t.attacks = append(t.attacks, a.Attackers...)
		a.Attackers = t.attacks[start:len(t.attacks):len(t.attacks)]
	}
	if len(a.Blockers) > 0 {
		start := len(t.blocks)
		t.blocks = append(t.blocks, a.Blockers...)
		a.Blockers = t.blocks[start:len(t.blocks):len(t.blocks)]
	}
	t.nodes = append(t.nodes, node{action: a, team: g.Team(a.Player), firstChild: -1, next: -1})
	return int32(len(t.nodes) - 1)
}

// addChild adds a child for action under parent, last among its
// children.
func (t *tree) addChild(parent int32, a game.Action, g *game.Game) int32 {
	c := t.add(a, g)
	last := &t.nodes[parent].firstChild
	for *last >= 0 {
		last = &t.nodes[*last].next
	}
	*last = c
	return c
}

// selectChild chooses among the children of n that options make
// available (ISMCTS: the options of this deal), by UCB1 with exploration
// c, after adding a child for the first option that has none when expand
// is set; it reports whether the child is new. It returns -1 when no
// child is available.
func (t *tree) selectChild(n int32, options []game.Action, expand bool, c float64, g *game.Game) (int32, bool) {
	t.found = t.found[:0]
	missing := -1
	for i, a := range options {
		if child := t.find(n, a); child >= 0 {
			t.found = append(t.found, child)
		} else if missing < 0 {
			missing = i
		}
	}
	for _, ch := range t.found {
		t.nodes[ch].avail++
	}
	if expand && missing >= 0 {
		child := t.addChild(n, options[missing], g)
		t.nodes[child].avail++
		return child, true
	}
	best, bestScore := int32(-1), 0.0
	for _, ch := range t.found {
		nd := &t.nodes[ch]
		if s := ucb(nd.reward, nd.visits, nd.avail, c); best < 0 || s > bestScore {
			best, bestScore = ch, s
		}
	}
	return best, best >= 0 && t.nodes[best].visits == 0
}

// backup adds the scores of one iteration to the nodes on its path, each
// node the score of the team that chose it.
func (t *tree) backup(reward *[game.MaxPlayers]float64) {
	for _, n := range t.path {
		nd := &t.nodes[n]
		nd.visits++
		if nd.team >= 0 && int(nd.team) < len(reward) {
			nd.reward += reward[nd.team]
		}
	}
}

// mostVisited returns the child of n visited most, the better scored on
// a tie, the first listed on a tie of both.
func (t *tree) mostVisited(n int32) int32 {
	best := t.nodes[n].firstChild
	for ch := best; ch >= 0; ch = t.nodes[ch].next {
		b, c := &t.nodes[best], &t.nodes[ch]
		if c.visits > b.visits || c.visits == b.visits && c.reward > b.reward {
			best = ch
		}
	}
	return best
}

// find returns the child of n reached by a, or -1.
func (t *tree) find(n int32, a game.Action) int32 {
	for ch := t.nodes[n].firstChild; ch >= 0; ch = t.nodes[ch].next {
		if t.nodes[ch].action.Equal(a) {
			return ch
		}
	}
	return -1
}
