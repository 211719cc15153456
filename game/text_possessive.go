package game

import "strings"

// englishPossessives writes the possessive of a name that ends in s with
// an apostrophe alone: "Typhoid Rats' ability", "Tireless Missionaries'
// trigger", "Liliana Vess' loyalty". The texts are built with "%s's"
// whatever the name, and English writes a plural name's possessive so;
// for a singular one ending in s both forms are English, and one rule
// for all keeps the texts alike. Only a "'s" that ends a word after an s
// is touched, so "it's" and "Ajani's" stay as they are.
func englishPossessives(s string) string {
	if !strings.Contains(s, "s's") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for {
		i := strings.Index(s, "s's")
		if i < 0 {
			break
		}
		end := i + len("s's")
		if i == 0 || !isLetter(s[i-1]) || end < len(s) && isLetter(s[end]) {
			b.WriteString(s[:i+1]) // not a name's possessive: go on after the s
			s = s[i+1:]
			continue
		}
		b.WriteString(s[:i+2]) // the name and the apostrophe
		s = s[end:]
	}
	b.WriteString(s)
	return b.String()
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
