/// The kinds of user-specific words an app can teach Siri.
public enum INVocabularyStringType: Int, Sendable {
    /// A contact's name.
    case contactName = 1
    /// A group of contacts.
    case contactGroupName = 2
    /// A photo's tag.
    case photoTag = 100
    /// A photo album.
    case photoAlbumName = 101
    /// A workout.
    case workoutActivityName = 200
    /// A CarPlay profile.
    case carProfileName = 300
    /// A car.
    case carName = 301
    /// A payee organisation.
    case paymentsOrganizationName = 400
    /// An account's nickname.
    case paymentsAccountNickname = 401
    /// A note's or task's title.
    case notebookItemTitle = 500
    /// A list or folder of notes or tasks.
    case notebookItemGroupName = 501
    /// A playlist.
    case mediaPlaylistTitle = 700
    /// A musician.
    case mediaMusicArtistName = 701
    /// An audiobook.
    case mediaAudiobookTitle = 702
    /// An audiobook's author.
    case mediaAudiobookAuthorName = 703
    /// A show.
    case mediaShowTitle = 704
}
