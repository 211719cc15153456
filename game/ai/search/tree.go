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
	// visits counts the iterations through the node.
	visits int32
	reward float64
	// paired counts the deals on which both this option and the
	// heuristic's were scored; diff and diff2 sum this option's score
	// less the heuristic's on them, and its square.
	paired      int32
	diff, diff2 float64
}

// tree holds the nodes of one search, the decision and its options, in a
// pool reused from search to search, with the declarations of their
// actions in reused arenas.
type tree struct {
	nodes   []node
	attacks []game.Attack
	blocks  []game.Block
	path    []int32
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

// mean returns the mean score of node n, 0 before its first visit.
func (t *tree) mean(n int32) float64 {
	nd := &t.nodes[n]
	if nd.visits == 0 {
		return 0
	}
	return nd.reward / float64(nd.visits)
}

// beats reports whether option n scored better than the heuristic's
// option on the deals both were tried on, by more than one standard
// error of the paired differences.
func (t *tree) beats(n int32) bool {
	nd := &t.nodes[n]
	k := float64(nd.paired)
	if nd.paired < 2 {
		return false
	}
	mean := nd.diff / k
	variance := max(0, (nd.diff2-k*mean*mean)/(k-1))
	return mean > 0 && mean*mean*k > variance
}
