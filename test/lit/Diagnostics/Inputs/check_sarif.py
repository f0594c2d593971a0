"""Checks that a file is SARIF 2.1.0 in the shape code-scanning tools read,
and that it holds the diagnostics named on the command line:
check_sarif.py FILE CODE:LEVEL:LINE ..."""
import json
import sys

doc = json.load(open(sys.argv[1]))
assert doc["version"] == "2.1.0", doc.get("version")
assert "sarif-2.1.0" in doc["$schema"]
assert isinstance(doc["runs"], list) and len(doc["runs"]) == 1
run = doc["runs"][0]
driver = run["tool"]["driver"]
assert driver["name"] == "amp2hip"
rule_ids = {r["id"] for r in driver["rules"]}
for r in driver["rules"]:
    assert r["shortDescription"]["text"] and "help" in r
results = run["results"]
for res in results:
    assert res["level"] in ("error", "warning", "note", "none"), res
    assert res["message"]["text"]
    if "ruleId" in res:
        assert res["ruleId"] in rule_ids, res["ruleId"]
    for loc in res.get("locations", []) + res.get("relatedLocations", []):
        phys = loc["physicalLocation"]
        assert phys["artifactLocation"]["uri"].startswith("file://")
        assert phys["region"]["startLine"] >= 1
found = {(r.get("ruleId"), r["level"],
          r["locations"][0]["physicalLocation"]["region"]["startLine"])
         for r in results if r.get("locations")}
for want in sys.argv[2:]:
    code, level, line = want.split(":")
    assert (code, level, int(line)) in found, (want, sorted(found, key=str))
print("sarif ok: %d results" % len(results))
