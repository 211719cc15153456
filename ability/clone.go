package ability

// Deep copies: card.Define keeps its own copy of every ability it is
// given, so that the caller's slices and pointers, reused or changed
// later, never reach a definition that games share.

// clonePtr returns a pointer to a copy of *p, or nil.
func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	c := *p
	return &c
}

// cloneSlice returns a copy of s with each element cloned, or nil when
// s is empty.
func cloneSlice[T any](s []T, clone func(T) T) []T {
	if len(s) == 0 {
		return nil
	}
	out := make([]T, len(s))
	for i, x := range s {
		out[i] = clone(x)
	}
	return out
}

// Clone returns a copy of f that shares nothing with it.
func (f Filter) Clone() Filter {
	f.ManaValue = clonePtr(f.ManaValue)
	f.MaxManaValue = clonePtr(f.MaxManaValue)
	return f
}

// Clone returns a copy of t that shares nothing with it.
func (t TargetSpec) Clone() TargetSpec {
	t.Filter = t.Filter.Clone()
	return t
}

// Clone returns a copy of e that shares nothing with it but the card
// definition Token names, which is immutable.
func (e Effect) Clone() Effect {
	e.Filter = e.Filter.Clone()
	e.If = clonePtr(e.If)
	return e
}

// Clone returns a copy of c that shares nothing with it (a mana cost is
// an immutable value).
func (c Cost) Clone() Cost {
	c.Sacrifice = clonePtr(c.Sacrifice)
	return c
}

// cloneTargets clones a list of target specs, keeping what the specs
// shared shared: the specs of one "target" word are equal (==), which
// the rule that a word can't name one object twice reads (CR 114.3).
func cloneTargets(s []TargetSpec) []TargetSpec {
	if len(s) == 0 {
		return nil
	}
	var seen map[*Amount]*Amount
	same := func(p *Amount) *Amount {
		if p == nil {
			return nil
		}
		if c, ok := seen[p]; ok {
			return c
		}
		if seen == nil {
			seen = make(map[*Amount]*Amount)
		}
		seen[p] = clonePtr(p)
		return seen[p]
	}
	out := make([]TargetSpec, len(s))
	for i, t := range s {
		t.Filter.ManaValue = same(t.Filter.ManaValue)
		t.Filter.MaxManaValue = same(t.Filter.MaxManaValue)
		out[i] = t
	}
	return out
}

// Clone returns a copy of a that shares nothing with it.
func (a Activated) Clone() Activated {
	a.Cost = a.Cost.Clone()
	a.Targets = cloneTargets(a.Targets)
	a.Effects = cloneSlice(a.Effects, Effect.Clone)
	return a
}

// Clone returns a copy of s that shares nothing with it.
func (s Spell) Clone() Spell {
	s.Targets = cloneTargets(s.Targets)
	s.Effects = cloneSlice(s.Effects, Effect.Clone)
	return s
}

// Clone returns a copy of t that shares nothing with it.
func (t Triggered) Clone() Triggered {
	t.Match = t.Match.Clone()
	t.Targets = cloneTargets(t.Targets)
	t.Effects = cloneSlice(t.Effects, Effect.Clone)
	return t
}

// Clone returns a copy of s that shares nothing with it.
func (s Static) Clone() Static {
	if s.Grant != nil {
		g := s.Grant.Clone()
		s.Grant = &g
	}
	return s
}

// CloneActivated returns a copy of s with every ability cloned, or nil when
// s is empty.
func CloneActivated(s []Activated) []Activated { return cloneSlice(s, Activated.Clone) }

// CloneTriggered returns a copy of s with every ability cloned, or nil when
// s is empty.
func CloneTriggered(s []Triggered) []Triggered { return cloneSlice(s, Triggered.Clone) }

// CloneStatics returns a copy of s with every ability cloned, or nil when
// s is empty.
func CloneStatics(s []Static) []Static { return cloneSlice(s, Static.Clone) }
