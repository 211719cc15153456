package docs

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// citation finds "CR 702.19b", "CR 613.1d, 613.6", "CR 800.4a-c" and the
// like; ruleNumber then picks each number out of the list.
var (
	citation   = regexp.MustCompile(`\bCR\s+((?:\d{3}(?:\.\d+[a-z]?(?:-[a-z]\b)?)?(?:\s*(?:,|/|and|or)\s*(?:CR\s+)?)?)+)`)
	refusal    = regexp.MustCompile(`^\s*!(\d{3}(?:\.\d+[a-z]?)?)\s`)
	ruleNumber = regexp.MustCompile(`\d{3}(?:\.\d+[a-z]?)?`)
)

// ruleNumbers reads the numbers of the Comprehensive Rules of 2017-08-25,
// the edition the project cites, one per line.
func ruleNumbers(t *testing.T) map[string]bool {
	f, err := os.Open(filepath.Join(root, "testdata", "reference", "cr-2017-rule-numbers.txt"))
	require.NoError(t, err)
	defer f.Close()
	known := make(map[string]bool)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		known[strings.TrimSpace(sc.Text())] = true
	}
	require.NoError(t, sc.Err())
	require.Greater(t, len(known), 2000, "the list of rule numbers is incomplete")
	return known
}

// Every rule the project cites, in code, documents and scenario files
// ("CR 704.5k" or a refusal line's "!114.1"), exists in the edition of
// the Comprehensive Rules it follows. Later editions number many rules
// differently (tokens, copying, the layer-7 sublayers, the state-based
// actions after 704.5i), which is how wrong numbers creep in.
func TestCitedRulesExist(t *testing.T) {
	known := ruleNumbers(t)
	var files []string
	for _, path := range repoFiles(t) {
		switch filepath.Ext(path) {
		case ".go", ".md", ".scn":
			files = append(files, path)
		}
	}
	require.Greater(t, len(files), 1000)
	for _, path := range files {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		for i, line := range strings.Split(string(data), "\n") {
			var cited []string
			for _, m := range citation.FindAllStringSubmatch(line, -1) {
				cited = append(cited, ruleNumber.FindAllString(m[1], -1)...)
			}
			// Files that must fail may cite a wrong rule on purpose.
			if strings.HasSuffix(path, ".scn") && !strings.Contains(filepath.ToSlash(path), "/testdata/failing/") {
				if m := refusal.FindStringSubmatch(line); m != nil {
					cited = append(cited, m[1])
				}
			}
			for _, n := range cited {
				assert.True(t, known[n], "%s:%d cites CR %s, which the 2017 rules don't have", path, i+1, n)
			}
		}
	}
}
