//! A tiny argument reader: `--name value`, `--flag`, and positionals.

const FLAGS: [&str; 4] = ["divide", "lenient", "search", "verbose"];

pub struct Args {
    named: Vec<(String, Option<String>)>,
    positional: Vec<String>,
}

impl Args {
    pub fn parse(argv: &[String]) -> Result<Args, String> {
        let mut named = Vec::new();
        let mut positional = Vec::new();
        let mut iter = argv.iter();
        while let Some(arg) = iter.next() {
            if let Some(name) = arg.strip_prefix("--") {
                if FLAGS.contains(&name) {
                    named.push((name.to_string(), None));
                } else {
                    let value = iter.next().ok_or_else(|| format!("--{name} needs a value"))?;
                    named.push((name.to_string(), Some(value.clone())));
                }
            } else {
                positional.push(arg.clone());
            }
        }
        Ok(Args { named, positional })
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.named.iter().rev().find(|(n, _)| n == name).and_then(|(_, v)| v.as_deref())
    }

    pub fn flag(&self, name: &str) -> bool {
        self.named.iter().any(|(n, _)| n == name)
    }

    pub fn positional(&self, index: usize) -> Option<&str> {
        self.positional.get(index).map(String::as_str)
    }

    pub fn positionals(&self) -> &[String] {
        &self.positional
    }
}
