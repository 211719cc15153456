package card

import (
	"errors"
	"slices"
	"strings"
	"unicode/utf8"
)

// Catalog is an immutable set of card definitions with unique names, to
// look cards up by name. Build one with NewCatalog or use Default. A
// Catalog is safe for concurrent use; a nil *Catalog is empty.
type Catalog struct {
	sorted []*Definition // by name
	keys   []string      // foldName of each sorted name
	// longest is the most runes a key has: a query far longer is near
	// no name, and Suggest answers it at once.
	longest int
	exact   map[string]*Definition // name as printed
	folded  map[string]*Definition // foldName(name)
}

// NewCatalog returns a catalog of defs. Names must be unique ignoring
// letter case, so that case-insensitive lookups are never ambiguous. It
// reports every problem at once, joined with errors.Join: each is a
// *DefinitionError wrapping ErrDuplicateCard or ErrInvalidDefinition (a
// nil or nameless definition, or one that fails Check, whose FieldErrors
// it then wraps).
func NewCatalog(defs ...*Definition) (*Catalog, error) {
	c := &Catalog{
		sorted: make([]*Definition, 0, len(defs)),
		exact:  make(map[string]*Definition, len(defs)),
		folded: make(map[string]*Definition, len(defs)),
	}
	index := make(map[string]int, len(defs)) // folded name -> argument index
	var errs []error
	for i, d := range defs {
		if d == nil || strings.TrimSpace(d.Name) == "" {
			e := &DefinitionError{Index: i, Err: ErrInvalidDefinition}
			if d != nil {
				e.Name = d.Name
			}
			errs = append(errs, e)
			continue
		}
		if err := d.Check(); err != nil {
			errs = append(errs, &DefinitionError{Index: i, Name: d.Name, Err: err})
			continue
		}
		key := foldName(d.Name)
		if j, dup := index[key]; dup {
			errs = append(errs, &DefinitionError{Index: i, Name: d.Name, Other: j, Err: ErrDuplicateCard})
			continue
		}
		index[key] = i
		c.exact[d.Name] = d
		c.folded[key] = d
		c.sorted = append(c.sorted, d)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	slices.SortFunc(c.sorted, func(a, b *Definition) int { return strings.Compare(a.Name, b.Name) })
	c.keys = make([]string, len(c.sorted))
	for i, d := range c.sorted {
		c.keys[i] = foldName(d.Name)
		c.longest = max(c.longest, utf8.RuneCountInString(c.keys[i]))
	}
	return c, nil
}

// Lookup returns the definition named name. It tries the exact name
// first, then ignores letter case (and reads a typographic apostrophe ’
// as '), so "lightning strike" finds Lightning Strike. An unknown name
// gives an *UnknownCardError wrapping ErrUnknownCard, with suggestions.
func (c *Catalog) Lookup(name string) (*Definition, error) {
	if c != nil {
		if d, ok := c.exact[name]; ok {
			return d, nil
		}
		if d, ok := c.folded[foldName(name)]; ok {
			return d, nil
		}
	}
	return nil, &UnknownCardError{Name: name, Suggestions: c.Suggest(name, maxSuggestions)}
}

// All returns every definition of the catalog sorted by name (byte-wise).
// The slice is a fresh copy; the definitions are shared and must not be
// modified.
func (c *Catalog) All() []*Definition {
	if c == nil {
		return nil
	}
	return slices.Clone(c.sorted)
}

// Len returns the number of definitions in the catalog.
func (c *Catalog) Len() int {
	if c == nil {
		return 0
	}
	return len(c.sorted)
}

// foldName is the key of case-insensitive lookup: lower case, with the
// typographic apostrophe that some decklist exporters write read as '.
func foldName(s string) string {
	return strings.ToLower(strings.ReplaceAll(s, "’", "'"))
}
