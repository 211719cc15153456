package stack

import "math"

// Kind says what a stack item is (CR 405.1, 112.1): a spell, or an
// activated or triggered ability waiting to resolve.
type Kind uint8

// The kinds of stack items.
const (
	Spell Kind = iota + 1
	ActivatedAbility
	TriggeredAbility
)

// String returns "spell", "activated ability" or "triggered ability".
func (k Kind) String() string {
	switch k {
	case Spell:
		return "spell"
	case ActivatedAbility:
		return "activated ability"
	case TriggeredAbility:
		return "triggered ability"
	}
	return "unknown"
}

// MaxTargets is the most targets one item can have. Targets live inline in
// the item so that copying a stack copies no pointers.
const MaxTargets = 4

// Target is one chosen target: a player (Player >= 0) or an object
// (Object != 0, Player < 0). Object is the game's object ID, which names
// one object between zone changes only (CR 400.7), so a target that left
// its zone no longer matches.
type Target struct {
	// Player is the targeted player's index, or -1 when the target is not a
	// player; Object is the targeted object's ID, or 0 for a player.
	Player int8
	Object uint32
}

// PlayerTarget returns the target naming player p. A p that no Target
// can hold (outside 0..127) gives the target that names nothing, never
// another player.
func PlayerTarget(p int) Target {
	if p < 0 || p > math.MaxInt8 {
		return Target{Player: -1}
	}
	return Target{Player: int8(p)}
}

// ObjectTarget returns the target naming object id.
func ObjectTarget(id uint32) Target { return Target{Player: -1, Object: id} }

// IsPlayer reports whether t names a player.
func (t Target) IsPlayer() bool { return t.Player >= 0 }

// Item is a spell or ability on the stack. It is plain data: the engine
// interprets Source and Ability against its own state.
type Item struct {
	// Serial identifies the item while it is on the stack; the game numbers
	// items in the order they are put on the stack.
	Serial uint32
	// Kind says whether the item is a spell, an activated ability or a
	// triggered ability.
	Kind Kind
	// Source is the object ID of the spell itself (Kind Spell) or of the
	// ability's source.
	Source uint32
	// Controller is the player index that controls the item (CR 111.2).
	Controller int8
	// Ability is the index of the ability on its source, for abilities.
	Ability int8
	// X is the value chosen for X (CR 107.3), or 0.
	X int16
	// Haste: the spell was paid with mana that gives haste to the
	// creature it becomes (Generator Servant).
	Haste bool
	// EventObject and EventAmount are what the event that triggered a
	// triggered ability concerned ("that creature", "that much life").
	EventObject uint32
	EventAmount int32
	// EventPlayer is the player the triggering event concerned, as last
	// known ("that player"), or -1.
	EventPlayer int8
	// NumTargets is how many entries of Targets are used.
	NumTargets uint8
	Targets    [MaxTargets]Target
}

// TargetList returns the used targets (all of Targets if NumTargets
// says more).
func (it *Item) TargetList() []Target { return it.Targets[:min(int(it.NumTargets), MaxTargets)] }

// Stack is the stack zone: items in the order they were put on it, the
// last one on top (CR 405.2). The zero Stack is empty.
type Stack struct {
	items []Item
}

// Len is the number of items on the stack.
func (s *Stack) Len() int { return len(s.items) }

// IsEmpty reports whether the stack is empty.
func (s *Stack) IsEmpty() bool { return len(s.items) == 0 }

// Push puts it on top of the stack.
func (s *Stack) Push(it Item) { s.items = append(s.items, it) }

// Top returns a pointer to the top item, or nil if the stack is empty. The
// pointer is valid until the next Push, Pop or Remove.
func (s *Stack) Top() *Item {
	if len(s.items) == 0 {
		return nil
	}
	return &s.items[len(s.items)-1]
}

// Pop removes and returns the top item (last in, first out, CR 405.5).
func (s *Stack) Pop() (Item, bool) {
	if len(s.items) == 0 {
		return Item{}, false
	}
	it := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return it, true
}

// At returns the i-th item counted from the top (0 is the top), or nil
// if i is not in [0, Len()). The pointer is valid until the next Push,
// Pop or Remove.
func (s *Stack) At(i int) *Item {
	if uint(i) >= uint(len(s.items)) {
		return nil
	}
	return &s.items[len(s.items)-1-i]
}

// Find returns the position from the top of the spell whose Source is id,
// or -1.
func (s *Stack) Find(id uint32) int {
	for i := len(s.items) - 1; i >= 0; i-- {
		if s.items[i].Kind == Spell && s.items[i].Source == id {
			return len(s.items) - 1 - i
		}
	}
	return -1
}

// Remove takes out the item at position i from the top, as countering a
// spell does (CR 701.5a), and returns it; false if i is not in
// [0, Len()), and the stack is unchanged.
func (s *Stack) Remove(i int) (Item, bool) {
	if uint(i) >= uint(len(s.items)) {
		return Item{}, false
	}
	j := len(s.items) - 1 - i
	it := s.items[j]
	s.items = append(s.items[:j], s.items[j+1:]...)
	return it, true
}

// Clone returns an independent copy.
func (s *Stack) Clone() Stack {
	if len(s.items) == 0 {
		return Stack{}
	}
	return Stack{items: append(make([]Item, 0, cap(s.items)), s.items...)}
}

// CopyFrom makes s an independent copy of o, reusing s's storage; a nil
// o is an empty stack.
func (s *Stack) CopyFrom(o *Stack) {
	if o == nil {
		s.items = s.items[:0]
		return
	}
	s.items = append(s.items[:0], o.items...)
}
