package zone

// Pile is an ordered pile of objects, such as a library, a graveyard or
// the stack (CR 400.5). Every index is counted from the top: 0 is the top
// object, Len()-1 the bottom one. The zero Pile is empty and ready to use.
//
// The top is kept at the end of the internal slice, so PushTop and PopTop
// (drawing, casting, resolving) cost O(1); operations at the bottom or in
// the middle cost O(Len). A Pile is a value holding a slice: copying it
// with = shares storage, so use Clone to copy one.
type Pile[T comparable] struct {
	items []T // bottom first; items[len-1] is the top
}

// NewPile returns a pile holding items, listed top first, as Items
// returns them.
func NewPile[T comparable](items ...T) Pile[T] {
	p := Pile[T]{items: make([]T, len(items))}
	for i, it := range items {
		p.items[len(items)-1-i] = it
	}
	return p
}

// Len returns the number of objects in the pile.
func (p *Pile[T]) Len() int { return len(p.items) }

// slot maps a position from the top to an index of p.items.
func (p *Pile[T]) slot(fromTop int) int { return len(p.items) - 1 - fromTop }

// Top returns the top object, or false if the pile is empty.
func (p *Pile[T]) Top() (T, bool) {
	if len(p.items) == 0 {
		var zero T
		return zero, false
	}
	return p.items[len(p.items)-1], true
}

// Bottom returns the bottom object, or false if the pile is empty.
func (p *Pile[T]) Bottom() (T, bool) {
	if len(p.items) == 0 {
		var zero T
		return zero, false
	}
	return p.items[0], true
}

// At returns the object i positions from the top (At(0) is the top). It
// returns the zero T if i is not in [0, Len()).
func (p *Pile[T]) At(i int) T {
	if i < 0 || i >= len(p.items) {
		var zero T
		return zero
	}
	return p.items[p.slot(i)]
}

// PushTop puts x on top of the pile, as casting a spell does with the
// stack (CR 405.2) or putting a card into a graveyard does (CR 404.1).
func (p *Pile[T]) PushTop(x T) { p.items = append(p.items, x) }

// PushBottom puts x under the bottom object.
func (p *Pile[T]) PushBottom(x T) {
	var zero T
	p.items = append(p.items, zero)
	copy(p.items[1:], p.items)
	p.items[0] = x
}

// PopTop removes and returns the top object, or returns false if the pile
// is empty.
func (p *Pile[T]) PopTop() (T, bool) {
	var zero T
	n := len(p.items)
	if n == 0 {
		return zero, false
	}
	x := p.items[n-1]
	p.items[n-1] = zero // drop references held by T, if any
	p.items = p.items[:n-1]
	return x, true
}

// Insert puts x so that it becomes the object posFromTop positions from
// the top: 0 puts it on top, Len() at the bottom. A position outside
// [0, Len()] returns a *PositionError wrapping ErrPosition and leaves the
// pile unchanged. (CR 401.7 says a card put "Nth from the top" of a library
// with fewer than N cards goes to the bottom; callers apply that rule by
// clamping before they call Insert.)
func (p *Pile[T]) Insert(posFromTop int, x T) error {
	n := len(p.items)
	if posFromTop < 0 || posFromTop > n {
		return &PositionError{Pos: posFromTop, Len: n}
	}
	at := n - posFromTop // index of p.items that x takes
	var zero T
	p.items = append(p.items, zero)
	copy(p.items[at+1:], p.items[at:n])
	p.items[at] = x
	return nil
}

// Remove removes the first occurrence of x counting from the top and
// reports whether x was found.
func (p *Pile[T]) Remove(x T) bool {
	i := p.Index(x)
	if i < 0 {
		return false
	}
	at := p.slot(i)
	copy(p.items[at:], p.items[at+1:])
	var zero T
	p.items[len(p.items)-1] = zero
	p.items = p.items[:len(p.items)-1]
	return true
}

// Index returns the position from the top of the first occurrence of x,
// or -1 if x is not in the pile.
func (p *Pile[T]) Index(x T) int {
	for i := len(p.items) - 1; i >= 0; i-- {
		if p.items[i] == x {
			return len(p.items) - 1 - i
		}
	}
	return -1
}

// Contains reports whether x is in the pile.
func (p *Pile[T]) Contains(x T) bool { return p.Index(x) >= 0 }

// Items returns a copy of the pile's objects, top first. It returns nil
// for an empty pile.
func (p *Pile[T]) Items() []T {
	if len(p.items) == 0 {
		return nil
	}
	out := make([]T, len(p.items))
	for i, x := range p.items {
		out[len(p.items)-1-i] = x
	}
	return out
}

// Clone returns an independent copy of the pile: changes to either do not
// affect the other.
func (p *Pile[T]) Clone() Pile[T] {
	if len(p.items) == 0 {
		return Pile[T]{}
	}
	return Pile[T]{items: append(make([]T, 0, len(p.items)), p.items...)}
}
